import type { DemoActivity } from '../demo-activities.ts'

export const TIDEPOOL_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'tidepool-la-jolla',
    type: 'event',
    title: 'Tide Pool Explorers',
    shortDescription: 'Meet sea stars, anemones and hermit crabs on a guided low-tide walk.',
    description:
      'Timed for the morning low tide, this guided walk takes families out onto the rocks ' +
      'to meet sea stars, anemones, hermit crabs and, if we are lucky, an octopus. A marine ' +
      'naturalist explains how each creature survives between the tides. Wear shoes that can ' +
      'get wet.',
    categories: ['science', 'outdoor'],
    minAge: 4,
    maxAge: 10,
    capacity: 20,
    durationMinutes: 90,
    priceCents: 1800,
    whatToBring: 'Water shoes that can get wet\nSun hat and sunscreen\nA towel',
    thumbnailUrl: '/demo/activity-science-ocean.webp',
    sessions: { days: ['sat'], time: '08:30' },
    createdDaysAgo: 106,
    isFeatured: true,
  },
  {
    location: 'tidepool-la-jolla',
    type: 'course',
    title: 'Ocean Photography for Young Naturalists',
    shortDescription:
      'Photograph waves, wildlife and tide pools, and learn what the pictures show.',
    description:
      'A six-week course where teens learn composition, exposure and patience while ' +
      'photographing the coast: pelicans in flight, sea lions, tide pool macros and golden-hour ' +
      'waves. Each photo becomes a field note about the species or place it shows. Loaner ' +
      'cameras available.',
    categories: ['photography', 'science'],
    minAge: 10,
    maxAge: 16,
    capacity: 10,
    durationMinutes: 120,
    priceCents: 17500,
    thumbnailUrl: '/demo/activity-photo-nature.webp',
    sessions: { days: ['sun'], time: '09:00' },
    createdDaysAgo: 86,
  },
  {
    location: 'tidepool-balboa',
    type: 'course',
    title: 'Marine Biology Mini-Camp',
    shortDescription:
      'Dissect squid, test seawater and study plankton like real marine biologists.',
    description:
      'Four Saturday mornings in our classroom lab and on the shore. Campers look at plankton ' +
      'under microscopes, dissect a squid, test water quality and learn how kelp forests work, ' +
      'then present a mini research poster to their families on the last day.',
    categories: ['science'],
    minAge: 8,
    maxAge: 12,
    capacity: 16,
    durationMinutes: 180,
    priceCents: 22500,
    thumbnailUrl: '/demo/activity-science-ocean.webp',
    sessions: { days: ['sat'], time: '10:00' },
    createdDaysAgo: 61,
  },
  {
    location: 'tidepool-la-jolla',
    type: 'event',
    title: 'Beach Cleanup & Science Morning',
    shortDescription:
      'Clean the beach, sort what we find and learn where ocean plastic comes from.',
    description:
      'Join our monthly community cleanup. Families collect litter along the shore, then ' +
      'sort and count it as citizen scientists, adding our data to a national ocean debris ' +
      'survey. Gloves, buckets and grabbers provided. Free for everyone.',
    categories: ['outdoor', 'science'],
    minAge: null,
    maxAge: null,
    capacity: 40,
    durationMinutes: 120,
    priceCents: 0,
    thumbnailUrl: '/demo/activity-science-ocean.webp',
    sessions: { days: ['sun'], time: '08:00', everyWeeks: 4 },
    createdDaysAgo: 39,
  },
  {
    location: 'tidepool-la-jolla',
    type: 'class',
    title: 'Snorkel Ready: Ocean Swim Skills',
    shortDescription: 'Mask, fins and confidence: learn to snorkel safely in calm water.',
    description:
      'Confident pool swimmers learn to use a mask, snorkel and fins, handle small waves and ' +
      'stay with a buddy, first in the shallows and then over the reef at La Jolla Shores. ' +
      'Wetsuits and gear provided; a lifeguard-certified instructor stays with every group.',
    categories: ['sports', 'outdoor'],
    minAge: 8,
    maxAge: 14,
    capacity: 8,
    durationMinutes: 60,
    priceCents: 4200,
    thumbnailUrl: '/demo/activity-science-ocean.webp',
    sessions: { days: ['sun'], time: '10:30' },
    createdDaysAgo: 25,
  },
  {
    location: 'tidepool-balboa',
    type: 'class',
    title: 'Creature Feature Sketching',
    shortDescription: 'Draw sea creatures from life and learn the science behind their shapes.',
    description:
      'Kids sketch live hermit crabs, shells and preserved specimens while learning why a ' +
      'sea star has five arms and how an octopus changes color. Nature journaling builds ' +
      'observation skills and patience, and every child leaves with their own field sketchbook.',
    categories: ['art', 'science'],
    minAge: 6,
    maxAge: 11,
    capacity: 12,
    durationMinutes: 60,
    priceCents: 2000,
    thumbnailUrl: '/demo/activity-art-draw.webp',
    sessions: { days: ['wed'], time: '15:30' },
    createdDaysAgo: 15,
  },
  {
    location: 'tidepool-balboa',
    type: 'class',
    title: 'Camera Club: Nature Close-Ups',
    shortDescription: 'Macro photography in the gardens of Balboa Park: bees, petals and dewdrops.',
    description:
      'Young photographers explore the botanical gardens with clip-on macro lenses, ' +
      'learning focus, light and patience as they photograph bees, petals and textures. ' +
      'We finish by sharing favorite shots and picking one to print for the club wall.',
    categories: ['photography'],
    minAge: 7,
    maxAge: 12,
    capacity: 10,
    durationMinutes: 90,
    priceCents: 3200,
    thumbnailUrl: '/demo/activity-photo-nature.webp',
    sessions: { days: ['sat'], time: '14:00' },
    createdDaysAgo: 2,
  },
]
