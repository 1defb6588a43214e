import type { DemoBooking } from './demo-bookings.ts'

const past = (n: number) => ({ past: n })
const upcoming = (n: number) => ({ upcoming: n })

/** Bookings of the families in Brooklyn, San Diego, Denver and Seattle. */
export const WEST_AND_EAST_COAST_BOOKINGS: readonly DemoBooking[] = [
  // Brooklyn
  {
    customer: 'marcus.williams@example.com',
    activity: 'Ninja Warrior Obstacle Course',
    session: past(3),
    participants: ['Zoe'],
    status: 'confirmed',
  },
  {
    customer: 'marcus.williams@example.com',
    activity: 'Ninja Warrior Obstacle Course',
    session: past(1),
    participants: ['Zoe'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'Zoe was nervous at first, and by the end she was flying across the monkey bars. The ' +
        'coaches are wonderful with the little ones.',
    },
  },
  {
    customer: 'marcus.williams@example.com',
    activity: 'Learn to Skate: Roller Skating',
    session: upcoming(1),
    participants: ['Zoe'],
    status: 'confirmed',
  },
  {
    customer: 'marcus.williams@example.com',
    activity: 'Family Field Day',
    session: upcoming(1),
    participants: ['Zoe'],
    status: 'confirmed',
  },
  // San Diego
  {
    customer: 'olivia.nguyen@example.com',
    activity: 'Tide Pool Explorers',
    session: past(2),
    participants: ['Mia'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'We saw an octopus! The naturalist had the kids gently touching anemones and explaining ' +
        'what they saw. A magical morning.',
    },
  },
  {
    customer: 'olivia.nguyen@example.com',
    activity: 'Beach Cleanup & Science Morning',
    session: past(1),
    participants: ['Leo', 'Mia'],
    status: 'confirmed',
    review: {
      rating: 4,
      comment:
        'A great way to spend a Sunday morning, and Mia loved logging the data. Bring sun hats; ' +
        'there is very little shade.',
    },
  },
  {
    customer: 'olivia.nguyen@example.com',
    activity: 'Tide Pool Explorers',
    session: upcoming(3),
    participants: ['Mia'],
    status: 'cancelled',
  },
  {
    customer: 'olivia.nguyen@example.com',
    activity: 'Creature Feature Sketching',
    session: upcoming(1),
    participants: ['Mia'],
    status: 'confirmed',
  },
  {
    customer: 'olivia.nguyen@example.com',
    activity: 'Camera Club: Nature Close-Ups',
    session: upcoming(1),
    participants: ['Mia'],
    status: 'confirmed',
  },
  // Denver
  {
    customer: 'james.obrien@example.com',
    activity: 'Backyard Bug Safari',
    session: past(1),
    participants: ['Finn', 'Nora'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'Both kids spent the whole time with their noses in the grass, and Nora still talks ' +
        'about the dragonfly. Lovely, knowledgeable guides.',
    },
  },
  {
    customer: 'james.obrien@example.com',
    activity: 'Rock Climbing Intro',
    session: past(2),
    participants: ['Finn'],
    status: 'confirmed',
    review: {
      rating: 4,
      comment:
        'Very safe and well organized, and Finn made it to the top twice. I would love a ' +
        'slightly longer session for the price.',
    },
  },
  {
    customer: 'james.obrien@example.com',
    activity: 'Night Sky Stargazing',
    session: upcoming(1),
    participants: ['Finn', 'Nora'],
    status: 'confirmed',
  },
  {
    customer: 'james.obrien@example.com',
    activity: 'Junior Rangers Hiking Club',
    session: upcoming(1),
    participants: ['Finn'],
    status: 'confirmed',
  },
  // Seattle
  {
    customer: 'sofia.garcia@example.com',
    activity: 'Math Olympiad Prep',
    session: past(2),
    participants: ['Mateo'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'Mateo actually asks for harder problems now. The coach makes being stuck feel like ' +
        'part of the fun.',
    },
  },
  {
    customer: 'sofia.garcia@example.com',
    activity: 'Public Speaking for Teens',
    session: past(1),
    participants: ['Isabella'],
    status: 'confirmed',
    review: {
      rating: 4,
      comment:
        'Isabella gave her history presentation without notes last week. The video feedback ' +
        'was eye-opening for her.',
    },
  },
  {
    customer: 'sofia.garcia@example.com',
    activity: 'Family Photo Scavenger Hunt',
    session: upcoming(1),
    participants: ['Mateo', 'Isabella'],
    status: 'confirmed',
  },
  {
    customer: 'sofia.garcia@example.com',
    activity: 'Young Authors Writing Workshop',
    session: upcoming(1),
    participants: ['Mateo'],
    status: 'confirmed',
  },
]
