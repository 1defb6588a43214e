import type { ExtraPriceUnit, WithdrawalRule } from '@afc/contracts'
import type { Weekday } from './session-plan.ts'

/** A term of a demo course, its sessions planned ahead of the seeding day. */
export type DemoTerm = {
  /** The title of a course among the demo activities. */
  activity: string
  name: string
  isCamp?: boolean
  /** Children per session; null takes the course's capacity. */
  capacity: number | null
  priceCents: number
  dropInPriceCents: number | null
  trialPriceCents: number | null
  /** Families may join late until this session (1 = the first) has started; else not at all. */
  lateJoinUntilSession?: number
  withdrawal: WithdrawalRule
  /** Fewest places for it to run, decided three days before its first session; else none. */
  minPlaces?: number
  /**
   * Its sessions: on these local weekdays at `time`, `count` of them in a row, the first on the
   * first `days[0]` at least `startsInDays` after the seeding day (so the term is always ahead).
   */
  sessions: { days: readonly Weekday[]; time: string; startsInDays: number; count: number }
  extras?: readonly {
    name: string
    priceCents: number
    pricePer: ExtraPriceUnit
    places: number | null
  }[]
}

/** A family's enrolment in a term, or a drop-in on one of its sessions, paid through the ledger. */
export type DemoEnrolment = {
  customer: string
  activity: string
  term: string
  /** A drop-in books the term's n-th session (1 = the first); an enrolment covers them all. */
  dropIn?: number
  participants: readonly string[]
  /** Extras each child takes, by the child's first name. */
  extras?: Readonly<Record<string, readonly string[]>>
}

/** A family waiting in a full term's line. */
export type DemoTermWaiter = {
  customer: string
  activity: string
  term: string
  participants: readonly string[]
}

// Sunny Studio (vendor@example.com) sells a course by the term, a small group that is full, and
// a camp week with before and after care that runs only with six campers.
export const DEMO_TERMS: readonly DemoTerm[] = [
  {
    activity: 'Spring Sketchbook Club',
    name: 'Spring Term',
    capacity: null,
    priceCents: 22_000,
    dropInPriceCents: 2_800,
    trialPriceCents: 1_500,
    lateJoinUntilSession: 3,
    withdrawal: 'pro_rata',
    sessions: { days: ['thu'], time: '16:00', startsInDays: 5, count: 10 },
  },
  {
    activity: 'Comic Book Makers',
    name: 'Spring Small Group',
    capacity: 4,
    priceCents: 17_500,
    dropInPriceCents: null,
    trialPriceCents: null,
    withdrawal: 'no_refund_after_start',
    sessions: { days: ['sat'], time: '10:30', startsInDays: 8, count: 6 },
  },
  {
    activity: 'Sunny Days Art Camp',
    name: 'Camp Week',
    isCamp: true,
    // Three campers so far: the page says it needs three more to run.
    minPlaces: 6,
    capacity: null,
    priceCents: 27_500,
    dropInPriceCents: 6_500,
    trialPriceCents: null,
    withdrawal: 'pro_rata',
    sessions: {
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      time: '09:00',
      startsInDays: 14,
      count: 5,
    },
    extras: [
      { name: 'Before care', priceCents: 1_000, pricePer: 'session', places: null },
      { name: 'After care', priceCents: 1_500, pricePer: 'session', places: 10 },
    ],
  },
]

const sketchbook = { activity: 'Spring Sketchbook Club', term: 'Spring Term' }
const comics = { activity: 'Comic Book Makers', term: 'Spring Small Group' }
const camp = { activity: 'Sunny Days Art Camp', term: 'Camp Week' }

export const DEMO_ENROLMENTS: readonly DemoEnrolment[] = [
  { customer: 'parent@example.com', ...sketchbook, participants: ['Lily'] },
  {
    customer: 'parent@example.com',
    ...camp,
    participants: ['Max'],
    extras: { Max: ['After care'] },
  },
  {
    customer: 'james.obrien@example.com',
    ...camp,
    participants: ['Finn', 'Nora'],
    extras: { Finn: ['Before care'], Nora: ['Before care', 'After care'] },
  },
  { customer: 'marcus.williams@example.com', ...camp, dropIn: 3, participants: ['Zoe'] },
  // The small group's four places, taken.
  { customer: 'sarah.johnson@example.com', ...comics, participants: ['Noah'] },
  { customer: 'priya.patel@example.com', ...comics, participants: ['Anika'] },
  { customer: 'david.kim@example.com', ...comics, participants: ['Ethan'] },
  { customer: 'james.obrien@example.com', ...comics, participants: ['Finn'] },
]

export const DEMO_TERM_WAITERS: readonly DemoTermWaiter[] = [
  { customer: 'olivia.nguyen@example.com', ...comics, participants: ['Mia'] },
]
