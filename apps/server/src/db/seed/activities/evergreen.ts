import type { DemoActivity } from '../demo-activities.ts'

export const EVERGREEN_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'evergreen-ballard',
    type: 'class',
    title: 'Story Time & Early Literacy',
    shortDescription: 'Picture books, rhymes and letter games that build a love of reading.',
    description:
      'A cozy circle of picture books, finger rhymes and letter games designed by a ' +
      'children’s librarian. Little ones build listening skills and letter sounds while ' +
      'grown-ups pick up ideas for reading at home. Caregivers stay for the session.',
    categories: ['learning'],
    minAge: null,
    maxAge: 5,
    capacity: 12,
    durationMinutes: 45,
    priceCents: 1500,
    thumbnailUrl: '/demo/activity-learning-blocks.webp',
    sessions: { days: ['tue', 'sat'], time: '10:00' },
    createdDaysAgo: 100,
  },
  {
    location: 'evergreen-ballard',
    type: 'class',
    title: 'Chess Club for Kids',
    shortDescription: 'Openings, tactics and friendly games for beginners and improvers.',
    description:
      'Players are grouped by level and learn openings, tactics and endgames through ' +
      'puzzles and coached games. Chess builds focus and good sportsmanship, and our ' +
      'monthly mini-tournament gives everyone a chance to shine.',
    categories: ['learning'],
    minAge: 6,
    maxAge: 12,
    capacity: 16,
    durationMinutes: 60,
    priceCents: 2000,
    thumbnailUrl: '/demo/activity-learning-chess.webp',
    sessions: { days: ['thu'], time: '16:00' },
    createdDaysAgo: 82,
  },
  {
    location: 'evergreen-ballard',
    type: 'course',
    title: 'Spanish Through Play',
    shortDescription: 'Songs, games and stories in Spanish with a native-speaking teacher.',
    description:
      'Children soak up Spanish the natural way: singing, playing, cooking and acting out ' +
      'stories with a native-speaking teacher. Each week has a theme, from the market to the ' +
      'zoo, and families get a song list to keep practicing at home.',
    categories: ['learning'],
    minAge: 4,
    maxAge: 8,
    capacity: 10,
    durationMinutes: 60,
    priceCents: 12000,
    thumbnailUrl: '/demo/activity-learning-blocks.webp',
    sessions: { days: ['sat'], time: '11:00' },
    createdDaysAgo: 69,
  },
  {
    location: 'evergreen-ballard',
    type: 'course',
    title: 'Math Olympiad Prep',
    shortDescription: 'Puzzle-based problem solving for kids who love a challenge.',
    description:
      'Weekly problem sets and team challenges in number theory, logic, geometry and ' +
      'counting, taught by a former competition coach. Students learn to attack unfamiliar ' +
      'problems, explain their reasoning and enjoy being stuck for a while.',
    categories: ['learning', 'stem'],
    minAge: 10,
    maxAge: 14,
    capacity: 12,
    durationMinutes: 90,
    priceCents: 19500,
    thumbnailUrl: '/demo/activity-learning-chess.webp',
    sessions: { days: ['sun'], time: '13:00' },
    createdDaysAgo: 50,
  },
  {
    location: 'evergreen-ballard',
    type: 'course',
    title: 'Young Authors Writing Workshop',
    shortDescription: 'Write, revise and publish an illustrated short story over six weeks.',
    description:
      'Budding writers brainstorm characters, map plots and revise with feedback from ' +
      'peers and a published children’s author. At the end of the workshop each story is ' +
      'printed and bound as a real book, launched at a reading party for families.',
    categories: ['learning', 'art'],
    minAge: 9,
    maxAge: 13,
    capacity: 10,
    durationMinutes: 90,
    priceCents: 16000,
    thumbnailUrl: '/demo/activity-learning-books.webp',
    sessions: { days: ['wed'], time: '16:00' },
    createdDaysAgo: 31,
  },
  {
    location: 'evergreen-ballard',
    type: 'class',
    title: 'Public Speaking for Teens',
    shortDescription: 'Find your voice: storytelling, debate and presenting with confidence.',
    description:
      'Teens practice short talks, impromptu speaking and friendly debates in a supportive ' +
      'group, with video playback and specific, kind feedback. Great preparation for class ' +
      'presentations, interviews and student government.',
    categories: ['learning'],
    minAge: 13,
    maxAge: 18,
    capacity: 12,
    durationMinutes: 90,
    priceCents: 4000,
    thumbnailUrl: '/demo/activity-learning-books.webp',
    sessions: { days: ['mon'], time: '17:00' },
    createdDaysAgo: 14,
  },
  {
    location: 'evergreen-ballard',
    type: 'event',
    title: 'Family Photo Scavenger Hunt',
    shortDescription: 'Race around Ballard with a camera and a list of clues to photograph.',
    description:
      'Teams of families get a list of clues, from something shaped like a heart to a boat ' +
      'with a name, and race around Ballard photographing them. We finish at the loft with ' +
      'hot chocolate, a slideshow of everyone’s best shots and prizes for the most creative.',
    categories: ['photography', 'outdoor'],
    minAge: null,
    maxAge: null,
    capacity: 40,
    durationMinutes: 120,
    priceCents: 1000,
    thumbnailUrl: '/demo/activity-photo-camera.webp',
    sessions: { days: ['sun'], time: '13:30', everyWeeks: 2 },
    createdDaysAgo: 10,
  },
  {
    location: 'evergreen-ballard',
    type: 'class',
    title: 'Homework Help Hub',
    shortDescription: 'A calm after-school space with tutors on hand for homework questions.',
    description:
      'Quiet tables, snacks and friendly tutors for after-school homework. On hold while we ' +
      'recruit tutors for the new term.',
    categories: ['learning'],
    minAge: 8,
    maxAge: 14,
    capacity: 20,
    durationMinutes: 90,
    priceCents: 1800,
    thumbnailUrl: '/demo/activity-learning-books.webp',
    sessions: { days: ['mon', 'wed'], time: '15:30' },
    createdDaysAgo: 6,
    isActive: false,
  },
]
