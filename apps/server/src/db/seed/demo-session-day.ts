import type { ChildRecordInput } from '@afc/contracts'

/** What happened to a child at the door, in minutes from the session's start. */
export type DayAttendance =
  | { checkedIn: number }
  | { checkedIn: number; checkedOut: number; collectedBy: string }

export type DayChild = {
  firstName: string
  /** The record the parent filled in on Child Profiles; a child without one has none. */
  record?: ChildRecordInput
  /** Nothing yet: the child is still expected. */
  attendance?: DayAttendance
}

export type DayFamily = { parent: string; children: readonly DayChild[] }

const carters = {
  emergencyContacts: [{ name: 'Daniel Carter', relationship: 'Father', phone: '(512) 555-0134' }],
  collectors: [
    { name: 'Daniel Carter', relationship: 'Father', phone: '(512) 555-0134' },
    { name: 'Ruth Carter', relationship: 'Grandmother', phone: '(512) 555-0161' },
  ],
  doctorName: 'Dr. Anita Shah',
  doctorPhone: '(512) 555-0190',
  photoConsent: true,
}

const obriens = {
  emergencyContacts: [{ name: "Aoife O'Brien", relationship: 'Mother', phone: '(512) 555-0118' }],
  collectors: [
    { name: "Aoife O'Brien", relationship: 'Mother', phone: '(512) 555-0118' },
    { name: "Claire O'Brien", relationship: 'Aunt', phone: '(512) 555-0125' },
  ],
  photoConsent: false,
}

/**
 * The demo's session day: Sunny Studio's clay class is under way whenever the demo is seeded,
 * so Today has children to check in. Its instructor (demo-staff.ts) checked three in at the door
 * and Sunny Studio's front desk let one go home early with his aunt; three are still expected.
 */
export const DEMO_SESSION_DAY: {
  owner: string
  activity: string
  instructor: string
  families: readonly DayFamily[]
} = {
  owner: 'vendor@example.com',
  activity: 'Clay Creatures Hand-Building',
  /** Who checked the children in; the owner's desk records the check-out. */
  instructor: 'instructor@example.com',
  families: [
    {
      parent: 'parent@example.com',
      children: [
        {
          firstName: 'Lily',
          record: {
            ...carters,
            allergies: [
              {
                name: 'Peanuts',
                severity: 'mild',
                whatToDo: 'Keep her snack peanut-free; a rash passes with the cream in her bag.',
              },
            ],
          },
        },
        { firstName: 'Max', record: carters },
      ],
    },
    {
      parent: 'marcus.williams@example.com',
      children: [
        {
          firstName: 'Zoe',
          record: {
            allergies: [
              {
                name: 'Tree nuts',
                severity: 'life_threatening',
                whatToDo:
                  'EpiPen in the front pocket of her backpack: give it, call 911, then call Marcus.',
              },
            ],
            conditions: 'Mild asthma.',
            medications: 'Albuterol inhaler before running games.',
            emergencyContacts: [
              { name: 'Keisha Williams', relationship: 'Mother', phone: '(512) 555-0177' },
            ],
            collectors: [
              { name: 'Keisha Williams', relationship: 'Mother', phone: '(512) 555-0177' },
              { name: 'Denise Williams', relationship: 'Grandmother', phone: '(512) 555-0183' },
            ],
            photoConsent: true,
          },
          attendance: { checkedIn: -7 },
        },
      ],
    },
    {
      parent: 'priya.patel@example.com',
      children: [
        {
          firstName: 'Anika',
          record: {
            allergies: [
              {
                name: 'Eggs',
                severity: 'severe',
                whatToDo: 'No shared snacks. Antihistamine in her bag; call Priya straight away.',
              },
            ],
            emergencyContacts: [
              { name: 'Vikram Patel', relationship: 'Father', phone: '(512) 555-0149' },
            ],
            collectors: [{ name: 'Vikram Patel', relationship: 'Father', phone: '(512) 555-0149' }],
            photoConsent: true,
          },
          attendance: { checkedIn: -4 },
        },
      ],
    },
    {
      parent: 'james.obrien@example.com',
      children: [
        {
          firstName: 'Finn',
          record: obriens,
          attendance: { checkedIn: -9, checkedOut: 10, collectedBy: "Claire O'Brien" },
        },
        { firstName: 'Nora', record: obriens, attendance: { checkedIn: -9 } },
      ],
    },
    { parent: 'sarah.johnson@example.com', children: [{ firstName: 'Noah' }] },
  ],
}
