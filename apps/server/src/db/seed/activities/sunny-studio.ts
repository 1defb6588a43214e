import type { DemoActivity } from '../demo-activities.ts'

export const SUNNY_STUDIO_ACTIVITIES: readonly DemoActivity[] = [
  {
    location: 'sunny-south-congress',
    type: 'class',
    title: 'Little Picassos: Paint & Play',
    shortDescription:
      'Finger paint, sponges and giant paper: a joyful first art class for preschoolers.',
    description:
      'A sensory-rich hour of color for our youngest artists. Children paint with brushes, ' +
      'sponges, leaves and their own fingers on giant sheets of paper, then finish with a ' +
      'story and a collage. Smocks are provided, and every painting goes home to the fridge.',
    categories: ['art'],
    minAge: 3,
    maxAge: 5,
    capacity: 10,
    durationMinutes: 60,
    priceCents: 2800,
    whatToBring: 'Clothes that can get messy (smocks are provided)\nA water bottle',
    thumbnailUrl: '/demo/activity-art-paint.webp',
    sessions: { days: ['sat'], time: '10:00' },
    createdDaysAgo: 112,
    isFeatured: true,
  },
  {
    location: 'sunny-south-congress',
    type: 'course',
    title: 'Watercolor Adventures',
    shortDescription: 'Six weeks of washes, salt tricks and wet-on-wet skies for young painters.',
    description:
      'Over six Tuesday afternoons kids learn how watercolor really behaves: layering washes, ' +
      'lifting color, salt and wax-resist tricks, and painting skies that glow. Each week ' +
      'builds on the last, and the course ends with a small gallery show for families.',
    categories: ['art'],
    minAge: 6,
    maxAge: 10,
    capacity: 12,
    durationMinutes: 90,
    priceCents: 16500,
    thumbnailUrl: '/demo/activity-art-paint.webp',
    sessions: { days: ['tue'], time: '16:30' },
    createdDaysAgo: 104,
  },
  {
    location: 'sunny-south-congress',
    type: 'class',
    title: "Kids' Photo Walk: Seeing Like a Photographer",
    shortDescription: 'A Sunday morning stroll with cameras, learning light, angles and framing.',
    description:
      'We walk the murals and gardens of South Congress with loaner cameras, playing games ' +
      'that teach framing, leading lines and light. Back at the studio everyone picks a ' +
      'favorite shot to print. Bring a phone or camera if you have one; we have plenty to share.',
    categories: ['photography', 'outdoor'],
    minAge: 8,
    maxAge: 13,
    capacity: 8,
    durationMinutes: 120,
    priceCents: 4500,
    thumbnailUrl: '/demo/activity-photo-camera.webp',
    sessions: { days: ['sun'], time: '09:00' },
    createdDaysAgo: 76,
  },
  {
    location: 'sunny-mueller',
    type: 'class',
    title: 'Clay Creatures Hand-Building',
    shortDescription:
      'Pinch, coil and sculpt a clay critter, then glaze it in the following class.',
    description:
      'Kids sculpt owls, dragons, turtles or whatever creature they dream up using pinch and ' +
      'coil techniques. Pieces are fired in our kiln and ready to glaze the following weekend. ' +
      'Wear clothes that can get a little muddy.',
    categories: ['art'],
    minAge: 5,
    maxAge: 9,
    capacity: 10,
    durationMinutes: 75,
    priceCents: 3500,
    thumbnailUrl: '/demo/activity-art-clay.webp',
    sessions: { days: ['sat'], time: '13:00' },
    createdDaysAgo: 58,
  },
  {
    location: 'sunny-mueller',
    type: 'course',
    title: 'Teen Portfolio Studio: Drawing & Mixed Media',
    shortDescription: 'Build a portfolio for art school applications with a working artist.',
    description:
      'An eight-week studio for serious teen artists. We cover observational drawing, ' +
      'figure studies, ink and collage, and how to photograph and present work. Each student ' +
      'leaves with four finished portfolio pieces and written feedback from the instructor.',
    categories: ['art'],
    minAge: 13,
    maxAge: 18,
    capacity: 12,
    durationMinutes: 120,
    priceCents: 28500,
    thumbnailUrl: '/demo/activity-art-draw.webp',
    sessions: { days: ['wed'], time: '17:00' },
    createdDaysAgo: 41,
  },
  {
    location: 'sunny-south-congress',
    type: 'event',
    title: 'Family Paint Night',
    shortDescription: 'One canvas per family, snacks and music: paint a Texas sunset together.',
    description:
      'Grown-ups and kids of every age paint side by side, guided step by step through a ' +
      'bold Texas sunset. We supply canvases, paints, aprons, lemonade and snacks. No ' +
      'experience needed; the only rule is that everybody paints.',
    categories: ['art'],
    minAge: null,
    maxAge: null,
    capacity: 30,
    durationMinutes: 120,
    priceCents: 2000,
    thumbnailUrl: '/demo/activity-art-paint.webp',
    sessions: { days: ['fri'], time: '18:30', everyWeeks: 2 },
    createdDaysAgo: 23,
  },
  {
    location: 'sunny-mueller',
    type: 'course',
    title: 'Smartphone Filmmaking for Teens',
    shortDescription: 'Write, shoot and edit a short film using only a phone.',
    description:
      'In six sessions teens storyboard, shoot and edit a two-minute short film using the ' +
      'phone in their pocket. We cover shot types, sound, lighting on a budget and free ' +
      'editing apps, and premiere the films on the big screen on the last day.',
    categories: ['photography', 'art'],
    minAge: 12,
    maxAge: 17,
    capacity: 10,
    durationMinutes: 90,
    priceCents: 18900,
    thumbnailUrl: '/demo/activity-photo-film.webp',
    sessions: { days: ['thu'], time: '17:00' },
    createdDaysAgo: 9,
  },
  {
    location: 'sunny-south-congress',
    type: 'course',
    title: 'Summer Mural Camp',
    shortDescription: 'Design and paint a real outdoor mural as a team.',
    description:
      'A week-long camp where kids design a mural together and paint it on the studio wall. ' +
      'Paused until the summer dates are confirmed.',
    categories: ['art', 'outdoor'],
    minAge: 8,
    maxAge: 14,
    capacity: 16,
    durationMinutes: 240,
    priceCents: 32000,
    thumbnailUrl: '/demo/activity-art-draw.webp',
    sessions: { days: ['mon'], time: '09:00' },
    createdDaysAgo: 5,
    isActive: false,
  },
  // Courses sold by the term (demo-terms.ts): their sessions are their terms'.
  {
    location: 'sunny-south-congress',
    type: 'course',
    title: 'Spring Sketchbook Club',
    shortDescription: 'Ten Thursdays of drawing from life, one sketchbook filled cover to cover.',
    description:
      'A term-long club for young artists who love to draw. Each Thursday brings a new ' +
      'subject (plants, pets, faces, buildings) and a new tool, from charcoal to brush pens. ' +
      'Children keep one sketchbook all term and take it home, full, at the end.',
    categories: ['art'],
    minAge: 5,
    maxAge: 10,
    capacity: 12,
    durationMinutes: 75,
    priceCents: 2800,
    thumbnailUrl: '/demo/activity-art-draw.webp',
    createdDaysAgo: 35,
  },
  {
    location: 'sunny-mueller',
    type: 'course',
    title: 'Comic Book Makers',
    shortDescription: 'A small group writes, draws and prints its own comic book in six Saturdays.',
    description:
      'Four young storytellers invent characters, plan panels and ink their pages with a ' +
      'working illustrator. The group is kept tiny so every child gets feedback on every page, ' +
      'and the finished comics are printed and bound on the last Saturday.',
    categories: ['art'],
    minAge: 7,
    maxAge: 12,
    capacity: 8,
    durationMinutes: 90,
    priceCents: 3200,
    thumbnailUrl: '/demo/activity-art-paint.webp',
    createdDaysAgo: 43,
  },
  {
    location: 'sunny-south-congress',
    type: 'course',
    title: 'Sunny Days Art Camp',
    shortDescription: 'A week of painting, clay and printmaking, with before and after care.',
    description:
      'Five days in the studio from nine to three: painting in the morning, clay or ' +
      'printmaking after lunch, and a gallery walk for families on Friday. Before care from ' +
      'eight and after care until five-thirty can be added; single days are sold as drop-ins.',
    whatToBring: 'A packed lunch and a water bottle\nClothes that can get messy',
    categories: ['art'],
    minAge: 5,
    maxAge: 11,
    capacity: 16,
    durationMinutes: 360,
    priceCents: 6500,
    thumbnailUrl: '/demo/activity-art-clay.webp',
    createdDaysAgo: 26,
  },
]
