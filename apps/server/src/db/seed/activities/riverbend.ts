import type { DemoActivity } from '../demo-activities.ts'

export const RIVERBEND_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'riverbend-hawthorne',
    type: 'class',
    title: 'First Notes Piano',
    shortDescription: 'Small-group piano for beginners: rhythm games, reading notes, first songs.',
    description:
      'Four children, four keyboards and one very patient teacher. Through rhythm games, ' +
      'singing and colorful note cards, beginners learn to find middle C, read simple music ' +
      'and play their first songs with both hands. Families get a practice plan every week.',
    categories: ['music'],
    minAge: 5,
    maxAge: 8,
    capacity: 4,
    durationMinutes: 45,
    priceCents: 3800,
    thumbnailUrl: '/demo/activity-music-piano.webp',
    sessions: { days: ['mon', 'sat'], time: '15:30' },
    createdDaysAgo: 118,
  },
  {
    location: 'riverbend-hawthorne',
    type: 'class',
    title: 'Music Together: Babies & Toddlers',
    shortDescription: 'Songs, shakers and bounces for little ones and their grown-ups.',
    description:
      'A warm, playful music circle for babies and toddlers with a parent or caregiver. We ' +
      'sing, bounce, drum and dance with scarves and shakers, building rhythm and language ' +
      'through play. Siblings under one come free.',
    categories: ['music'],
    minAge: 0,
    maxAge: 3,
    capacity: 12,
    durationMinutes: 45,
    priceCents: 2200,
    thumbnailUrl: '/demo/activity-music-guitar.webp',
    sessions: { days: ['sat'], time: '09:00' },
    createdDaysAgo: 109,
  },
  {
    location: 'riverbend-pearl',
    type: 'course',
    title: 'Ballet Basics',
    shortDescription: 'Pliés, pointed toes and twirls: an eight-week introduction to ballet.',
    description:
      'Young dancers learn the five positions, simple barre work and joyful across-the-floor ' +
      'combinations set to classical music and storybook themes. Leotards are welcome but ' +
      'not required; comfortable clothes and bare feet or ballet slippers work great.',
    categories: ['music'],
    minAge: 4,
    maxAge: 7,
    capacity: 14,
    durationMinutes: 60,
    priceCents: 14000,
    whatToBring: 'A leotard or comfortable clothes\nBallet slippers, or bare feet are fine',
    thumbnailUrl: '/demo/activity-music-dance.webp',
    sessions: { days: ['wed'], time: '16:00' },
    createdDaysAgo: 93,
  },
  {
    location: 'riverbend-pearl',
    type: 'class',
    title: 'Hip-Hop Dance Crew',
    shortDescription: 'High-energy hip-hop choreography, freestyle circles and crew spirit.',
    description:
      'Kids learn grooves, footwork and a new routine every month, with time for freestyle ' +
      'circles where everyone gets a moment to shine. It is a great workout and an even ' +
      'better confidence boost. Sneakers required.',
    categories: ['music', 'sports'],
    minAge: 9,
    maxAge: 14,
    capacity: 20,
    durationMinutes: 60,
    priceCents: 2400,
    thumbnailUrl: '/demo/activity-music-dance.webp',
    sessions: { days: ['sat'], time: '11:00' },
    createdDaysAgo: 71,
  },
  {
    location: 'riverbend-hawthorne',
    type: 'course',
    title: 'Rock Band Camp',
    shortDescription: 'Form a band, write a song and play a real gig at the end of the course.',
    description:
      'Guitarists, drummers, bassists, keyboardists and singers are placed into bands by ' +
      'level. Over eight Sundays each band learns two covers, writes an original song and ' +
      'plays a live show for friends and family. Instruments and amps provided.',
    categories: ['music'],
    minAge: 10,
    maxAge: 16,
    capacity: 12,
    durationMinutes: 180,
    priceCents: 29500,
    thumbnailUrl: '/demo/activity-music-guitar.webp',
    sessions: { days: ['sun'], time: '13:00' },
    createdDaysAgo: 54,
  },
  {
    location: 'riverbend-pearl',
    type: 'event',
    title: 'Spring Recital Showcase',
    shortDescription: 'Free monthly showcase of piano, dance and band performances. All welcome.',
    description:
      'Our students take the stage for an afternoon of piano pieces, ballet, hip-hop and ' +
      'rock. It is free and open to everyone, so bring grandparents, neighbors and friends. ' +
      'Doors open fifteen minutes before the show; seating is first come, first served.',
    categories: ['music'],
    minAge: null,
    maxAge: null,
    capacity: null,
    durationMinutes: 90,
    priceCents: 0,
    thumbnailUrl: '/demo/activity-music-piano.webp',
    sessions: { days: ['sun'], time: '16:00', everyWeeks: 4 },
    createdDaysAgo: 30,
  },
  {
    location: 'riverbend-hawthorne',
    type: 'class',
    title: 'Ukulele Jam for Kids',
    shortDescription: 'Learn four chords and play a dozen songs. Ukuleles provided.',
    description:
      'The ukulele is the friendliest instrument there is. In this drop-in class kids learn ' +
      'chords, strumming patterns and sing-along favorites, and by the end of a month most ' +
      'can play a dozen songs. Loaner ukuleles are available for every student.',
    categories: ['music'],
    minAge: 6,
    maxAge: 11,
    capacity: 10,
    durationMinutes: 60,
    priceCents: 2500,
    thumbnailUrl: '/demo/activity-music-guitar.webp',
    sessions: { days: ['thu'], time: '16:30' },
    createdDaysAgo: 12,
  },
]
