import type { DemoActivity } from '../demo-activities.ts'

export const BROOKLYN_KICKERS_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'kickers-prospect-park',
    type: 'class',
    title: 'Tiny Kickers Soccer',
    shortDescription: 'A first taste of soccer for toddlers: dribbling games, giggles and goals.',
    description:
      'Little ones chase, dribble and score through pretend-play games like Dragon Tails and ' +
      'Pirate Treasure. Coaches keep it silly and gentle, and parents join in for the ' +
      'warm-up. Mini balls and goals are provided; bring water and sneakers.',
    categories: ['sports'],
    minAge: 2,
    maxAge: 4,
    capacity: 12,
    durationMinutes: 45,
    priceCents: 2200,
    whatToBring: 'Sneakers, shin guards and a water bottle',
    thumbnailUrl: '/demo/activity-sports-soccer.webp',
    sessions: { days: ['sat'], time: '09:00' },
    createdDaysAgo: 110,
  },
  {
    location: 'kickers-prospect-park',
    type: 'course',
    title: 'Soccer Skills Academy',
    shortDescription: 'Passing, shooting and teamwork, with a scrimmage every Sunday.',
    description:
      'An eight-week program that builds real soccer skills: first touch, passing with both ' +
      'feet, shooting, positioning and sportsmanship. Every session ends with a small-sided ' +
      'scrimmage so kids can put it all together. Shin guards required.',
    categories: ['sports', 'outdoor'],
    minAge: 6,
    maxAge: 10,
    capacity: 18,
    durationMinutes: 90,
    priceCents: 15000,
    thumbnailUrl: '/demo/activity-sports-soccer.webp',
    sessions: { days: ['sun'], time: '10:00' },
    createdDaysAgo: 90,
  },
  {
    location: 'kickers-park-slope',
    type: 'class',
    title: 'Hoops Fundamentals Basketball',
    shortDescription: 'Dribbling, layups and defense drills in our Park Slope gym.',
    description:
      'Players sharpen ball handling, shooting form, layups and defensive footwork through ' +
      'fast-paced drills and mini games. Coaches give every player individual pointers, and ' +
      'we always end with a three-on-three tournament.',
    categories: ['sports'],
    minAge: 8,
    maxAge: 13,
    capacity: 16,
    durationMinutes: 75,
    priceCents: 2600,
    thumbnailUrl: '/demo/activity-sports-basketball.webp',
    sessions: { days: ['wed'], time: '17:00' },
    createdDaysAgo: 73,
  },
  {
    location: 'kickers-park-slope',
    type: 'class',
    title: 'Ninja Warrior Obstacle Course',
    shortDescription: 'Climb, swing, balance and crawl through our indoor ninja course.',
    description:
      'Warped walls, monkey bars, balance beams and crash mats: kids build strength, ' +
      'coordination and grit as they work through obstacle courses that change every week. ' +
      'Coaches spot every climb and cheer every attempt.',
    categories: ['sports'],
    minAge: 5,
    maxAge: 12,
    capacity: 15,
    durationMinutes: 60,
    priceCents: 3000,
    thumbnailUrl: '/demo/activity-sports-obstacle.webp',
    sessions: { days: ['sat'], time: '11:00' },
    createdDaysAgo: 52,
  },
  {
    location: 'kickers-prospect-park',
    type: 'event',
    title: 'Family Field Day',
    shortDescription: 'Sack races, tug-of-war and relay races for the whole family in the park.',
    description:
      'An old-fashioned field day on the Long Meadow: sack races, egg-and-spoon, tug-of-war, ' +
      'water relays and a parents-versus-kids soccer match. Everyone goes home with a ribbon. ' +
      'One ticket per person; babies in arms are free.',
    categories: ['sports', 'outdoor'],
    minAge: null,
    maxAge: null,
    capacity: 80,
    durationMinutes: 180,
    priceCents: 1200,
    thumbnailUrl: '/demo/activity-sports-obstacle.webp',
    sessions: { days: ['sat'], time: '13:00', everyWeeks: 4 },
    createdDaysAgo: 36,
  },
  {
    location: 'kickers-park-slope',
    type: 'class',
    title: 'Learn to Skate: Roller Skating',
    shortDescription: 'From wobbly first steps to confident gliding, stopping and turning.',
    description:
      'Beginners learn to stand, fall safely, glide, stop and turn on quad skates in our ' +
      'cushioned gym. Skates, helmets and pads are available in every size. Most kids are ' +
      'skating laps with a grin by their third class.',
    categories: ['sports'],
    minAge: 5,
    maxAge: 10,
    capacity: 12,
    durationMinutes: 60,
    priceCents: 2800,
    thumbnailUrl: '/demo/activity-sports-obstacle.webp',
    sessions: { days: ['sun'], time: '14:00' },
    createdDaysAgo: 20,
  },
  {
    location: 'kickers-prospect-park',
    type: 'course',
    title: 'Flag Football League',
    shortDescription: 'Eight weeks of coached practice and games, no tackling.',
    description:
      'Kids learn to throw a spiral, run routes and pull flags, then play a game every week ' +
      'in a friendly, coached league. Teams are balanced by age and experience so every ' +
      'player touches the ball. Team shirts included.',
    categories: ['sports', 'outdoor'],
    minAge: 9,
    maxAge: 14,
    capacity: 20,
    durationMinutes: 90,
    priceCents: 13500,
    thumbnailUrl: '/demo/activity-sports-football.webp',
    sessions: { days: ['tue'], time: '17:30' },
    createdDaysAgo: 4,
  },
]
