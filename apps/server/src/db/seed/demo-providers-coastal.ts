import type { DemoProvider } from './demo-providers.ts'

/** The San Diego, Seattle and Boston providers (Boston's is the one awaiting approval). */
export const COASTAL_PROVIDERS: readonly DemoProvider[] = [
  {
    key: 'tidepool',
    ownerEmail: 'kai.nakamura@example.com',
    status: 'approved',
    businessName: 'Tidepool Science Center',
    description:
      'Marine scientists and naturalists who cannot stop talking about the ocean. We run tide ' +
      'pool walks, beach science mornings and photography outings along the San Diego coast, ' +
      'timed to the tides so kids see sea stars, anemones and the occasional octopus up close.',
    website: 'https://tidepoolscience.example.com',
    email: 'ahoy@tidepoolscience.example.com',
    phone: '(619) 555-0174',
    logoUrl: '/demo/logo-tidepool.webp',
    bannerUrl: '/demo/banner-tidepool.webp',
    joinedDaysAgo: 150,
    locations: [
      {
        key: 'tidepool-la-jolla',
        name: 'La Jolla Shores Field Station',
        address: '8200 Camino Del Oro',
        city: 'San Diego',
        state: 'CA',
        zipcode: '92037',
        timeZone: 'America/Los_Angeles',
        isPrimary: true,
      },
      {
        key: 'tidepool-balboa',
        name: 'Tidepool Classroom at Balboa Park',
        address: '1650 El Prado',
        city: 'San Diego',
        state: 'CA',
        zipcode: '92101',
        timeZone: 'America/Los_Angeles',
        isPrimary: false,
      },
    ],
  },
  {
    key: 'evergreen',
    ownerEmail: 'meredith.lin@example.com',
    status: 'approved',
    businessName: 'Evergreen Learning Co.',
    description:
      'A cozy learning loft in Ballard full of books, chess boards and big ideas. We help kids ' +
      'fall in love with reading, writing, languages and puzzles through games and projects, ' +
      'never worksheets for their own sake.',
    website: 'https://evergreenlearning.example.com',
    email: 'hello@evergreenlearning.example.com',
    phone: '(206) 555-0151',
    logoUrl: '/demo/logo-evergreen.webp',
    bannerUrl: '/demo/banner-evergreen.webp',
    joinedDaysAgo: 138,
    locations: [
      {
        key: 'evergreen-ballard',
        name: 'Evergreen Ballard Loft',
        address: '5420 22nd Ave NW',
        city: 'Seattle',
        state: 'WA',
        zipcode: '98107',
        timeZone: 'America/Los_Angeles',
        isPrimary: true,
      },
    ],
  },
  {
    key: 'pinecone-pottery',
    ownerEmail: 'pending-vendor@example.com',
    status: 'pending',
    businessName: 'Pinecone Pottery Club',
    description:
      'A small ceramics studio in Jamaica Plain opening its wheels to young potters. Kids learn ' +
      'to center clay, pull walls and glaze pieces that come home from our kiln two weeks later.',
    website: 'https://pineconepottery.example.com',
    email: 'clay@pineconepottery.example.com',
    phone: '(617) 555-0106',
    logoUrl: '/demo/logo-pinecone-pottery.webp',
    bannerUrl: '/demo/banner-pinecone-pottery.webp',
    joinedDaysAgo: 2,
    locations: [
      {
        key: 'pinecone-jamaica-plain',
        name: 'Pinecone Pottery Studio',
        address: '3371 Washington St',
        city: 'Boston',
        state: 'MA',
        zipcode: '02130',
        timeZone: 'America/New_York',
        isPrimary: true,
      },
    ],
  },
]
