/**
 * The vocabulary of the bulk seed: real US cities with their IANA time zones and the subjects
 * that make activity titles look like a real catalogue (so 'soccer' matches about one sports
 * activity in six, as it would).
 */

export type City = { city: string; state: string; zipPrefix: string; timeZone: string }

export const CITIES: readonly City[] = [
  { city: 'Austin', state: 'TX', zipPrefix: '787', timeZone: 'America/Chicago' },
  { city: 'Houston', state: 'TX', zipPrefix: '770', timeZone: 'America/Chicago' },
  { city: 'Dallas', state: 'TX', zipPrefix: '752', timeZone: 'America/Chicago' },
  { city: 'San Antonio', state: 'TX', zipPrefix: '782', timeZone: 'America/Chicago' },
  { city: 'New York', state: 'NY', zipPrefix: '100', timeZone: 'America/New_York' },
  { city: 'Brooklyn', state: 'NY', zipPrefix: '112', timeZone: 'America/New_York' },
  { city: 'Boston', state: 'MA', zipPrefix: '021', timeZone: 'America/New_York' },
  { city: 'Philadelphia', state: 'PA', zipPrefix: '191', timeZone: 'America/New_York' },
  { city: 'Pittsburgh', state: 'PA', zipPrefix: '152', timeZone: 'America/New_York' },
  { city: 'Washington', state: 'DC', zipPrefix: '200', timeZone: 'America/New_York' },
  { city: 'Baltimore', state: 'MD', zipPrefix: '212', timeZone: 'America/New_York' },
  { city: 'Atlanta', state: 'GA', zipPrefix: '303', timeZone: 'America/New_York' },
  { city: 'Miami', state: 'FL', zipPrefix: '331', timeZone: 'America/New_York' },
  { city: 'Orlando', state: 'FL', zipPrefix: '328', timeZone: 'America/New_York' },
  { city: 'Tampa', state: 'FL', zipPrefix: '336', timeZone: 'America/New_York' },
  { city: 'Charlotte', state: 'NC', zipPrefix: '282', timeZone: 'America/New_York' },
  { city: 'Raleigh', state: 'NC', zipPrefix: '276', timeZone: 'America/New_York' },
  { city: 'Nashville', state: 'TN', zipPrefix: '372', timeZone: 'America/Chicago' },
  { city: 'Chicago', state: 'IL', zipPrefix: '606', timeZone: 'America/Chicago' },
  { city: 'Detroit', state: 'MI', zipPrefix: '482', timeZone: 'America/Detroit' },
  { city: 'Columbus', state: 'OH', zipPrefix: '432', timeZone: 'America/New_York' },
  { city: 'Cleveland', state: 'OH', zipPrefix: '441', timeZone: 'America/New_York' },
  {
    city: 'Indianapolis',
    state: 'IN',
    zipPrefix: '462',
    timeZone: 'America/Indiana/Indianapolis',
  },
  { city: 'Minneapolis', state: 'MN', zipPrefix: '554', timeZone: 'America/Chicago' },
  { city: 'Milwaukee', state: 'WI', zipPrefix: '532', timeZone: 'America/Chicago' },
  { city: 'St. Louis', state: 'MO', zipPrefix: '631', timeZone: 'America/Chicago' },
  { city: 'Kansas City', state: 'MO', zipPrefix: '641', timeZone: 'America/Chicago' },
  { city: 'New Orleans', state: 'LA', zipPrefix: '701', timeZone: 'America/Chicago' },
  { city: 'Denver', state: 'CO', zipPrefix: '802', timeZone: 'America/Denver' },
  { city: 'Boulder', state: 'CO', zipPrefix: '803', timeZone: 'America/Denver' },
  { city: 'Salt Lake City', state: 'UT', zipPrefix: '841', timeZone: 'America/Denver' },
  { city: 'Phoenix', state: 'AZ', zipPrefix: '850', timeZone: 'America/Phoenix' },
  { city: 'Tucson', state: 'AZ', zipPrefix: '857', timeZone: 'America/Phoenix' },
  { city: 'Albuquerque', state: 'NM', zipPrefix: '871', timeZone: 'America/Denver' },
  { city: 'Boise', state: 'ID', zipPrefix: '837', timeZone: 'America/Boise' },
  { city: 'Las Vegas', state: 'NV', zipPrefix: '891', timeZone: 'America/Los_Angeles' },
  { city: 'Los Angeles', state: 'CA', zipPrefix: '900', timeZone: 'America/Los_Angeles' },
  { city: 'San Diego', state: 'CA', zipPrefix: '921', timeZone: 'America/Los_Angeles' },
  { city: 'San Francisco', state: 'CA', zipPrefix: '941', timeZone: 'America/Los_Angeles' },
  { city: 'Sacramento', state: 'CA', zipPrefix: '958', timeZone: 'America/Los_Angeles' },
  { city: 'Portland', state: 'OR', zipPrefix: '972', timeZone: 'America/Los_Angeles' },
  { city: 'Seattle', state: 'WA', zipPrefix: '981', timeZone: 'America/Los_Angeles' },
]

/** Six subjects per category slug, in the order of the seeded categories. */
export const SUBJECTS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  art: ['Painting', 'Drawing', 'Pottery', 'Clay Sculpture', 'Collage', 'Watercolor'],
  music: ['Piano', 'Guitar', 'Violin', 'Hip-Hop Dance', 'Ballet', 'Choir'],
  learning: ['Reading', 'Creative Writing', 'Spanish', 'Chess', 'Math Circle', 'Public Speaking'],
  sports: ['Soccer', 'Basketball', 'Swimming', 'Tennis', 'Gymnastics', 'Martial Arts'],
  stem: ['Robotics', 'Coding', 'Lego Engineering', 'Game Design', 'Electronics', '3D Printing'],
  science: [
    'Chemistry',
    'Space Science',
    'Marine Biology',
    'Kitchen Science',
    'Dinosaur Discovery',
    'Physics',
  ],
  outdoor: [
    'Hiking',
    'Nature Explorers',
    'Rock Climbing',
    'Kayaking',
    'Gardening',
    'Camping Skills',
  ],
  photography: [
    'Photography',
    'Phone Photography',
    'Film Making',
    'Photo Editing',
    'Stop Motion',
    'Nature Photography',
  ],
}

export const TITLE_ADJECTIVES = [
  'Little',
  'Young',
  'Junior',
  'Creative',
  'Weekend',
  'After-School',
  'Beginner',
  'Advanced',
  'Family',
  'Summer',
] as const

export const BUSINESS_SUFFIXES = ['Studio', 'Academy', 'Club', 'Center', 'Workshop'] as const

/** The children booked onto sessions (booking_participants). */
export const CHILD_FIRST_NAMES = [
  'Maya',
  'Leo',
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Ethan',
  'Lily',
  'Lucas',
  'Emma',
  'Mateo',
  'Chloe',
  'Owen',
  'Aria',
  'Elijah',
  'Nora',
  'Kai',
  'Ruby',
  'Sam',
] as const

export const FAMILY_NAMES = [
  'Lopez',
  'Smith',
  'Nguyen',
  'Johnson',
  'Garcia',
  'Brown',
  'Kim',
  'Williams',
  'Patel',
  'Davis',
  'Martinez',
  'Miller',
  'Chen',
  'Wilson',
  'Rodriguez',
  'Taylor',
  'Okafor',
  'Anderson',
  'Cohen',
  'Thomas',
] as const
