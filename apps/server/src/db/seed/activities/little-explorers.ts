import type { DemoActivity } from '../demo-activities.ts'

export const LITTLE_EXPLORERS_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'explorers-wash-park',
    type: 'class',
    title: 'Forest Friends Nature Play',
    shortDescription: 'Puddle jumping, stick forts and story circles outdoors for preschoolers.',
    description:
      'Our youngest explorers spend the morning outside whatever the weather: building stick ' +
      'forts, hunting for animal tracks, squishing mud and ending with a story circle under ' +
      'the cottonwoods. Dress for mess; spare socks are always a good idea.',
    categories: ['outdoor'],
    minAge: 2,
    maxAge: 5,
    capacity: 12,
    durationMinutes: 90,
    priceCents: 3000,
    whatToBring: 'Rain boots and a jacket for the weather\nA water bottle and a snack',
    thumbnailUrl: '/demo/activity-outdoor-forest.webp',
    sessions: { days: ['wed', 'sat'], time: '09:30' },
    createdDaysAgo: 115,
    isFeatured: true,
  },
  {
    location: 'explorers-bear-creek',
    type: 'course',
    title: 'Junior Rangers Hiking Club',
    shortDescription: 'Trail skills, map reading and wildlife spotting on a new hike each week.',
    description:
      'Every Sunday the club tackles a new trail in the foothills while learning to read a ' +
      'map, use a compass, identify birds and leave no trace. Hikes grow a little longer each ' +
      'week, ending with a summit picnic and a Junior Ranger badge.',
    categories: ['outdoor', 'science'],
    minAge: 7,
    maxAge: 12,
    capacity: 15,
    durationMinutes: 180,
    priceCents: 12000,
    thumbnailUrl: '/demo/activity-outdoor-mountain.webp',
    sessions: { days: ['sun'], time: '09:00' },
    createdDaysAgo: 97,
  },
  {
    location: 'explorers-wash-park',
    type: 'event',
    title: 'Backyard Bug Safari',
    shortDescription: 'Magnifiers out! Find, observe and sketch the tiny creatures of the park.',
    description:
      'Armed with magnifying glasses and bug boxes, young scientists search logs, flower ' +
      'beds and the pond edge for beetles, pill bugs, dragonflies and more. We observe ' +
      'gently, sketch what we find and let every critter go where we found it.',
    categories: ['science', 'outdoor'],
    minAge: 4,
    maxAge: 9,
    capacity: 20,
    durationMinutes: 90,
    priceCents: 1500,
    thumbnailUrl: '/demo/activity-outdoor-forest.webp',
    sessions: { days: ['sat'], time: '14:00', everyWeeks: 2 },
    createdDaysAgo: 64,
  },
  {
    location: 'explorers-bear-creek',
    type: 'class',
    title: 'Rock Climbing Intro',
    shortDescription: 'Harnesses, knots and first climbs on real rock with certified guides.',
    description:
      'Kids learn to tie in, belay commands and safe climbing movement on beginner routes ' +
      'at Bear Creek, with top-rope systems set by certified guides. Helmets, harnesses and ' +
      'climbing shoes are provided; bring water and a big appetite for adventure.',
    categories: ['sports', 'outdoor'],
    minAge: 8,
    maxAge: 14,
    capacity: 8,
    durationMinutes: 120,
    priceCents: 5500,
    whatToBring: 'Sneakers and clothes that stretch\nA water bottle',
    thumbnailUrl: '/demo/activity-outdoor-mountain.webp',
    sessions: { days: ['sat'], time: '13:00' },
    createdDaysAgo: 47,
  },
  {
    location: 'explorers-wash-park',
    type: 'event',
    title: 'Night Sky Stargazing',
    shortDescription: 'Telescopes, constellations and cocoa under the Colorado stars.',
    description:
      'After dark we set up telescopes by the lake to spot the Moon, planets, star clusters ' +
      'and the brightest constellations, with myths and science told around a lantern. ' +
      'Hot cocoa is included. Children under twelve come with an adult.',
    categories: ['science', 'outdoor'],
    minAge: 6,
    maxAge: null,
    capacity: 30,
    durationMinutes: 120,
    priceCents: 1200,
    thumbnailUrl: '/demo/activity-science-stars.webp',
    sessions: { days: ['fri'], time: '19:30', everyWeeks: 2 },
    createdDaysAgo: 33,
  },
  {
    location: 'explorers-bear-creek',
    type: 'course',
    title: 'Wilderness Survival Skills Camp',
    shortDescription: 'Shelter building, fire safety, water and first aid over six Saturdays.',
    description:
      'Older explorers learn the skills that make the outdoors safe: building a debris ' +
      'shelter, fire safety and campfire cooking, finding and filtering water, basic first ' +
      'aid and what to do if you get lost. Each Saturday ends with a team challenge.',
    categories: ['outdoor'],
    minAge: 10,
    maxAge: 15,
    capacity: 12,
    durationMinutes: 240,
    priceCents: 24500,
    thumbnailUrl: '/demo/activity-outdoor-forest.webp',
    sessions: { days: ['sat'], time: '09:00' },
    createdDaysAgo: 18,
  },
  {
    location: 'explorers-bear-creek',
    type: 'event',
    title: 'Snowshoe Adventure Day',
    shortDescription: 'A guided snowshoe trek with animal tracking and a warm lunch.',
    description:
      'A full day on snowshoes in the high country with tracking games and a hot lunch by ' +
      'the fire. Submitted for review while we confirm the trail permit.',
    categories: ['outdoor', 'sports'],
    minAge: 8,
    maxAge: 14,
    capacity: 14,
    durationMinutes: 360,
    priceCents: 8500,
    thumbnailUrl: '/demo/activity-outdoor-mountain.webp',
    sessions: { days: ['sun'], time: '08:00', everyWeeks: 4 },
    createdDaysAgo: 3,
    isApproved: false,
  },
]
