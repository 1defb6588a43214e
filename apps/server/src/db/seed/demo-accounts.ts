import type { Role } from '@afc/contracts'

/** Every demo account signs in with this password. Demo data never belongs in production. */
export const DEMO_PASSWORD = 'password123'

export type DemoChild = {
  firstName: string
  /** Age on the day the demo is seeded, so the demo families never grow out of their classes. */
  ageYears: number
  /** 'MM-DD' */
  birthday: string
  notes?: string
}

export type DemoAccount = {
  email: string
  firstName: string
  lastName: string
  roles: readonly Role[]
  joinedDaysAgo: number
  children?: readonly DemoChild[]
}

/** The accounts worth signing in with, in the order start-up prints them. */
export const DEMO_SIGN_INS = [
  { email: 'admin@example.com', description: 'admin' },
  { email: 'vendor@example.com', description: 'provider (approved): Sunny Studio, Austin' },
  { email: 'pending-vendor@example.com', description: 'provider awaiting approval' },
  { email: 'parent@example.com', description: 'parent with two children and bookings' },
  { email: 'instructor@example.com', description: "Sunny Studio's instructor (clay class)" },
] as const

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    roles: ['customer', 'admin'],
    joinedDaysAgo: 240,
  },
  {
    email: 'vendor@example.com',
    firstName: 'Rosa',
    lastName: 'Martinez',
    roles: ['customer', 'vendor'],
    joinedDaysAgo: 210,
  },
  {
    email: 'pending-vendor@example.com',
    firstName: 'Tom',
    lastName: 'Becker',
    roles: ['customer', 'vendor'],
    joinedDaysAgo: 2,
  },
  {
    email: 'parent@example.com',
    firstName: 'Emily',
    lastName: 'Carter',
    roles: ['customer'],
    joinedDaysAgo: 95,
    children: [
      { firstName: 'Lily', ageYears: 6, birthday: '05-14', notes: 'Mild peanut allergy.' },
      { firstName: 'Max', ageYears: 9, birthday: '10-02' },
    ],
  },
  // Sunny Studio's instructor (demo-staff.ts): sees the clay class's rosters only.
  {
    email: 'instructor@example.com',
    firstName: 'Jamie',
    lastName: 'Reyes',
    roles: ['customer', 'vendor'],
    joinedDaysAgo: 30,
  },
  // The other providers' owners.
  ...(
    [
      ['elena.brooks@example.com', 'Elena', 'Brooks', 205],
      ['sam.whitaker@example.com', 'Sam', 'Whitaker', 198],
      ['nia.robinson@example.com', 'Nia', 'Robinson', 190],
      ['tony.russo@example.com', 'Tony', 'Russo', 176],
      ['kai.nakamura@example.com', 'Kai', 'Nakamura', 163],
      ['meredith.lin@example.com', 'Meredith', 'Lin', 150],
    ] as const
  ).map(
    ([email, firstName, lastName, joinedDaysAgo]): DemoAccount => ({
      email,
      firstName,
      lastName,
      roles: ['customer', 'vendor'],
      joinedDaysAgo,
    }),
  ),
  // Families who book and review.
  {
    email: 'sarah.johnson@example.com',
    firstName: 'Sarah',
    lastName: 'Johnson',
    roles: ['customer'],
    joinedDaysAgo: 88,
    children: [
      { firstName: 'Ava', ageYears: 4, birthday: '08-21' },
      { firstName: 'Noah', ageYears: 8, birthday: '01-11' },
    ],
  },
  {
    email: 'david.kim@example.com',
    firstName: 'David',
    lastName: 'Kim',
    roles: ['customer'],
    joinedDaysAgo: 81,
    children: [{ firstName: 'Ethan', ageYears: 11, birthday: '06-30' }],
  },
  {
    email: 'priya.patel@example.com',
    firstName: 'Priya',
    lastName: 'Patel',
    roles: ['customer'],
    joinedDaysAgo: 74,
    children: [
      { firstName: 'Anika', ageYears: 7, birthday: '12-03' },
      { firstName: 'Rohan', ageYears: 13, birthday: '04-19' },
    ],
  },
  {
    email: 'marcus.williams@example.com',
    firstName: 'Marcus',
    lastName: 'Williams',
    roles: ['customer'],
    joinedDaysAgo: 66,
    children: [
      { firstName: 'Zoe', ageYears: 5, birthday: '09-09', notes: 'Uses an inhaler before sport.' },
    ],
  },
  {
    email: 'olivia.nguyen@example.com',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    roles: ['customer'],
    joinedDaysAgo: 59,
    children: [
      { firstName: 'Leo', ageYears: 2, birthday: '11-25' },
      { firstName: 'Mia', ageYears: 10, birthday: '03-28' },
    ],
  },
  {
    email: 'james.obrien@example.com',
    firstName: 'James',
    lastName: "O'Brien",
    roles: ['customer'],
    joinedDaysAgo: 52,
    children: [
      { firstName: 'Finn', ageYears: 9, birthday: '07-07' },
      { firstName: 'Nora', ageYears: 6, birthday: '02-14' },
    ],
  },
  {
    email: 'sofia.garcia@example.com',
    firstName: 'Sofia',
    lastName: 'Garcia',
    roles: ['customer'],
    joinedDaysAgo: 45,
    children: [
      { firstName: 'Mateo', ageYears: 12, birthday: '05-05' },
      { firstName: 'Isabella', ageYears: 15, birthday: '10-17' },
    ],
  },
  {
    email: 'hannah.lee@example.com',
    firstName: 'Hannah',
    lastName: 'Lee',
    roles: ['customer'],
    joinedDaysAgo: 38,
    children: [{ firstName: 'Grace', ageYears: 16, birthday: '01-22' }],
  },
]
