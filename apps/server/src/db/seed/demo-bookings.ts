import type { BookingStatus } from '@afc/contracts'
import { WEST_AND_EAST_COAST_BOOKINGS } from './demo-bookings-west.ts'

export type DemoBooking = {
  customer: string
  /** An activity title from the demo activities. */
  activity: string
  /** 1 = the latest past session or the next upcoming one, 2 = the one before or after, ... */
  session: { past: number } | { upcoming: number }
  /** First names of the customer's children; quantity is their count. */
  participants: readonly string[]
  status: BookingStatus
  review?: { rating: 1 | 2 | 3 | 4 | 5; comment: string }
}

const past = (n: number) => ({ past: n })
const upcoming = (n: number) => ({ upcoming: n })

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  // parent@example.com, in Austin
  {
    customer: 'parent@example.com',
    activity: 'Watercolor Adventures',
    session: past(2),
    participants: ['Lily'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'Lily came home every Tuesday bursting to show us her skies. The salt trick was a huge ' +
        'hit, and the teacher is endlessly patient.',
    },
  },
  {
    customer: 'parent@example.com',
    activity: 'Family Paint Night',
    session: past(1),
    participants: ['Lily', 'Max'],
    status: 'confirmed',
    review: {
      rating: 4,
      comment:
        'Such a fun Friday night out, and our sunset painting now hangs in the hallway. It got ' +
        'a little crowded near the end, but the staff kept everything moving.',
    },
  },
  {
    customer: 'parent@example.com',
    activity: "Kids' Photo Walk: Seeing Like a Photographer",
    session: past(1),
    participants: ['Max'],
    status: 'cancelled',
  },
  {
    customer: 'parent@example.com',
    activity: 'Clay Creatures Hand-Building',
    session: upcoming(1),
    participants: ['Lily', 'Max'],
    status: 'confirmed',
  },
  {
    customer: 'parent@example.com',
    activity: "Kids' Photo Walk: Seeing Like a Photographer",
    session: upcoming(2),
    participants: ['Max'],
    status: 'confirmed',
  },
  // Austin
  {
    customer: 'hannah.lee@example.com',
    activity: 'Teen Portfolio Studio: Drawing & Mixed Media',
    session: past(1),
    participants: ['Grace'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'Grace got into a summer pre-college program with two pieces she made here. The ' +
        'feedback was honest and specific, exactly what she needed.',
    },
  },
  {
    customer: 'hannah.lee@example.com',
    activity: 'Smartphone Filmmaking for Teens',
    session: upcoming(1),
    participants: ['Grace'],
    status: 'confirmed',
  },
  {
    customer: 'hannah.lee@example.com',
    activity: 'Family Paint Night',
    session: upcoming(1),
    participants: ['Grace'],
    status: 'confirmed',
  },
  // Portland
  {
    customer: 'sarah.johnson@example.com',
    activity: 'Ballet Basics',
    session: past(3),
    participants: ['Ava'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'Ava twirls around the kitchen all week now. Small class, gentle teacher, and the ' +
        'storybook themes keep four-year-olds focused.',
    },
  },
  {
    customer: 'sarah.johnson@example.com',
    activity: 'First Notes Piano',
    session: past(1),
    participants: ['Noah'],
    status: 'confirmed',
    review: {
      rating: 4,
      comment:
        'Noah plays Ode to Joy with both hands after a month. The practice plans are great; I ' +
        'only wish there were more weekend slots.',
    },
  },
  {
    customer: 'sarah.johnson@example.com',
    activity: 'Ukulele Jam for Kids',
    session: upcoming(1),
    participants: ['Noah'],
    status: 'confirmed',
  },
  {
    customer: 'sarah.johnson@example.com',
    activity: 'Spring Recital Showcase',
    session: upcoming(1),
    participants: ['Ava', 'Noah'],
    status: 'confirmed',
  },
  // Chicago
  {
    customer: 'david.kim@example.com',
    activity: 'Robot Builders: LEGO Robotics',
    session: past(2),
    participants: ['Ethan'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        "Ethan's sumo bot won the final challenge and he has not stopped talking about gear " +
        'ratios. Worth every penny.',
    },
  },
  {
    customer: 'david.kim@example.com',
    activity: 'Family Science Open House',
    session: past(1),
    participants: ['Ethan'],
    status: 'confirmed',
    review: {
      rating: 4,
      comment:
        'A lovely free afternoon; the strawberry DNA station was the highlight. Parking nearby ' +
        'is tricky, so come early.',
    },
  },
  {
    customer: 'david.kim@example.com',
    activity: '3D Printing & Design Lab',
    session: upcoming(1),
    participants: ['Ethan'],
    status: 'confirmed',
  },
  {
    customer: 'priya.patel@example.com',
    activity: 'Kitchen Chemistry',
    session: past(1),
    participants: ['Anika'],
    status: 'confirmed',
    review: {
      rating: 5,
      comment:
        'Anika made us cabbage-juice potions all weekend. The instructors explain the why ' +
        'behind every fizz at just the right level.',
    },
  },
  {
    customer: 'priya.patel@example.com',
    activity: 'Junior Engineers: Bridges & Catapults',
    session: past(2),
    participants: ['Anika'],
    status: 'confirmed',
    review: {
      rating: 3,
      comment:
        'Anika enjoyed the building, but the class ran long and the catapult kits ran out for ' +
        'the last group. Still a good morning overall.',
    },
  },
  {
    customer: 'priya.patel@example.com',
    activity: 'Junior Engineers: Bridges & Catapults',
    session: upcoming(2),
    participants: ['Anika'],
    status: 'confirmed',
  },
  {
    customer: 'priya.patel@example.com',
    activity: 'Intro to Python for Teens',
    session: upcoming(1),
    participants: ['Rohan'],
    status: 'pending',
  },
  ...WEST_AND_EAST_COAST_BOOKINGS,
]
