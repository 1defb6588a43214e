import type { DemoActivity } from '../demo-activities.ts'

// Awaiting approval, as any listing of a provider the admins have not approved yet.
export const PINECONE_POTTERY_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'pinecone-jamaica-plain',
    type: 'course',
    title: 'Wheel-Throwing for Beginners',
    shortDescription: 'Center, open and pull your first bowls and cups on the pottery wheel.',
    description:
      'Over four Saturdays young potters learn to wedge and center clay, open and pull walls, ' +
      'trim and glaze. Everyone takes home at least two finished, food-safe pieces from our kiln.',
    categories: ['art'],
    minAge: 9,
    maxAge: 16,
    capacity: 6,
    durationMinutes: 120,
    priceCents: 16000,
    whatToBring: 'Clothes that can get muddy\nA hair tie for long hair',
    thumbnailUrl: '/demo/activity-art-clay.webp',
    sessions: { days: ['sat'], time: '10:00' },
    createdDaysAgo: 1,
    isApproved: false,
  },
]
