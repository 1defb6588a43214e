import type { DemoActivity } from '../demo-activities.ts'

export const BRIGHT_SPARKS_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'sparks-lincoln-park',
    type: 'course',
    title: 'Robot Builders: LEGO Robotics',
    shortDescription: 'Build and program a new LEGO robot every week, from sumo bots to sorters.',
    description:
      'Kids work in pairs to build motorized LEGO robots and program them with drag-and-drop ' +
      'code: line followers, sumo wrestlers, color sorters and a robot that can draw. We talk ' +
      'about how real engineers test and improve, and finish with a friendly robot challenge.',
    categories: ['stem'],
    minAge: 7,
    maxAge: 11,
    capacity: 12,
    durationMinutes: 90,
    priceCents: 18000,
    thumbnailUrl: '/demo/activity-stem-robot.webp',
    sessions: { days: ['sat'], time: '10:00' },
    createdDaysAgo: 120,
    isFeatured: true,
  },
  {
    location: 'sparks-lincoln-park',
    type: 'class',
    title: 'Coding with Scratch',
    shortDescription: 'Make games and animations with Scratch, the block-based coding language.',
    description:
      'Young coders learn loops, events and variables by building their own animated stories ' +
      'and arcade games in Scratch. Every project can be shared with family at home. Laptops ' +
      'are provided, and no typing skills are needed.',
    categories: ['stem', 'learning'],
    minAge: 7,
    maxAge: 10,
    capacity: 14,
    durationMinutes: 60,
    priceCents: 3200,
    thumbnailUrl: '/demo/activity-stem-code.webp',
    sessions: { days: ['tue'], time: '16:00' },
    createdDaysAgo: 101,
  },
  {
    location: 'sparks-hyde-park',
    type: 'class',
    title: 'Kitchen Chemistry',
    shortDescription: 'Fizzing potions, slime and color-changing cabbage juice.',
    description:
      'What makes a volcano fizz or slime stretch? Young scientists mix, measure and observe ' +
      'real chemical reactions using kitchen ingredients, wearing lab goggles and keeping a ' +
      'science notebook. Everyone takes home a recipe card to try again with the family.',
    categories: ['science'],
    minAge: 5,
    maxAge: 9,
    capacity: 12,
    durationMinutes: 75,
    priceCents: 2900,
    thumbnailUrl: '/demo/activity-science-flask.webp',
    sessions: { days: ['sun'], time: '11:00' },
    createdDaysAgo: 84,
  },
  {
    location: 'sparks-lincoln-park',
    type: 'course',
    title: 'Intro to Python for Teens',
    shortDescription: 'Real programming in Python: from first print statement to a working game.',
    description:
      'Teens learn to program the way professionals do, writing Python in a real editor. ' +
      'Over eight weeks we cover variables, loops, functions and lists, and each student ' +
      'builds a text adventure and a small arcade game. A great first step toward AP ' +
      'Computer Science.',
    categories: ['stem'],
    minAge: 12,
    maxAge: 17,
    capacity: 16,
    durationMinutes: 90,
    priceCents: 21000,
    thumbnailUrl: '/demo/activity-stem-code.webp',
    sessions: { days: ['thu'], time: '17:30' },
    createdDaysAgo: 66,
  },
  {
    location: 'sparks-hyde-park',
    type: 'class',
    title: 'Junior Engineers: Bridges & Catapults',
    shortDescription: 'Design, build and test bridges, towers and catapults from simple materials.',
    description:
      'Using craft sticks, tape, cardboard and rubber bands, kids design structures and then ' +
      'try to break them. Which bridge holds the most pennies? Whose catapult launches ' +
      'furthest? Along the way they discover triangles, levers and the engineering design loop.',
    categories: ['stem'],
    minAge: 6,
    maxAge: 10,
    capacity: 12,
    durationMinutes: 90,
    priceCents: 3400,
    thumbnailUrl: '/demo/activity-stem-rocket.webp',
    sessions: { days: ['sat'], time: '13:30' },
    createdDaysAgo: 44,
  },
  {
    location: 'sparks-hyde-park',
    type: 'event',
    title: 'Family Science Open House',
    shortDescription:
      'A free afternoon of hands-on experiments and robot demos for the whole family.',
    description:
      'Tour the makerspace, drive a robot, extract strawberry DNA and launch a stomp rocket ' +
      'at our monthly open house. Instructors are on hand to answer questions about classes. ' +
      'Free for everyone; just drop in.',
    categories: ['science', 'stem'],
    minAge: null,
    maxAge: null,
    capacity: null,
    durationMinutes: 120,
    priceCents: 0,
    thumbnailUrl: '/demo/activity-science-flask.webp',
    sessions: { days: ['sat'], time: '15:00', everyWeeks: 4 },
    createdDaysAgo: 48,
  },
  {
    location: 'sparks-lincoln-park',
    type: 'class',
    title: '3D Printing & Design Lab',
    shortDescription: 'Design a keychain, a phone stand or a toy in 3D and watch it print.',
    description:
      'Students learn to model objects in free browser-based CAD, think about tolerances and ' +
      'supports, and send their designs to our fleet of 3D printers. Finished prints are ' +
      'ready to take home the following week.',
    categories: ['stem'],
    minAge: 10,
    maxAge: 15,
    capacity: 8,
    durationMinutes: 120,
    priceCents: 4800,
    thumbnailUrl: '/demo/activity-stem-rocket.webp',
    sessions: { days: ['wed'], time: '16:30' },
    createdDaysAgo: 7,
  },
]
