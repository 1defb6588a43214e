import type { VendorStatus } from '@afc/contracts'
import { COASTAL_PROVIDERS } from './demo-providers-coastal.ts'

export type DemoLocation = {
  /** Links activities to this venue inside the demo data. */
  key: string
  name: string
  address: string
  city: string
  state: string
  zipcode: string
  timeZone: string
  isPrimary: boolean
}

export type DemoProvider = {
  /** Links activities to this provider inside the demo data. */
  key: string
  ownerEmail: string
  status: VendorStatus
  businessName: string
  description: string
  website: string
  email: string
  phone: string
  logoUrl: string
  bannerUrl: string
  joinedDaysAgo: number
  locations: readonly DemoLocation[]
}

// Addresses are plausible but invented; phone numbers use the fictional 555-01xx range.
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    key: 'sunny-studio',
    ownerEmail: 'vendor@example.com',
    status: 'approved',
    businessName: 'Sunny Studio',
    description:
      'A bright, paint-splattered art studio in South Austin where kids from three to eighteen ' +
      'get messy, try real materials and take home work they are proud of. Our teaching artists ' +
      'keep classes small, so every child gets a hand on the shoulder and a "tell me about it".',
    website: 'https://sunnystudio.example.com',
    email: 'hello@sunnystudio.example.com',
    phone: '(512) 555-0142',
    logoUrl: '/demo/logo-sunny-studio.webp',
    bannerUrl: '/demo/banner-sunny-studio.webp',
    joinedDaysAgo: 205,
    locations: [
      {
        key: 'sunny-south-congress',
        name: 'Sunny Studio South Congress',
        address: '1408 South Congress Ave, Suite B',
        city: 'Austin',
        state: 'TX',
        zipcode: '78704',
        timeZone: 'America/Chicago',
        isPrimary: true,
      },
      {
        key: 'sunny-mueller',
        name: 'Sunny Studio at Mueller',
        address: '1920 Aldrich St',
        city: 'Austin',
        state: 'TX',
        zipcode: '78723',
        timeZone: 'America/Chicago',
        isPrimary: false,
      },
    ],
  },
  {
    key: 'riverbend',
    ownerEmail: 'elena.brooks@example.com',
    status: 'approved',
    businessName: 'Riverbend Music & Dance',
    description:
      'Portland families have trusted Riverbend with first piano lessons, first pliés and first ' +
      'gigs for over a decade. We believe music is something you do together: every class ends ' +
      'with a little performance, and parents are always welcome to stay and listen.',
    website: 'https://riverbendmusic.example.com',
    email: 'studio@riverbendmusic.example.com',
    phone: '(503) 555-0117',
    logoUrl: '/demo/logo-riverbend.webp',
    bannerUrl: '/demo/banner-riverbend.webp',
    joinedDaysAgo: 200,
    locations: [
      {
        key: 'riverbend-hawthorne',
        name: 'Riverbend Hawthorne Studio',
        address: '3627 SE Hawthorne Blvd',
        city: 'Portland',
        state: 'OR',
        zipcode: '97214',
        timeZone: 'America/Los_Angeles',
        isPrimary: true,
      },
      {
        key: 'riverbend-pearl',
        name: 'Riverbend Pearl District Hall',
        address: '1215 NW Kearney St',
        city: 'Portland',
        state: 'OR',
        zipcode: '97209',
        timeZone: 'America/Los_Angeles',
        isPrimary: false,
      },
    ],
  },
  {
    key: 'little-explorers',
    ownerEmail: 'sam.whitaker@example.com',
    status: 'approved',
    businessName: 'Little Explorers Nature School',
    description:
      'Mud boots on, screens off. Little Explorers takes Denver kids outside in every season to ' +
      'climb, build forts, track animals and look closely at the world. Our guides are certified ' +
      'in wilderness first aid, and we keep a ratio of one adult for every six children.',
    website: 'https://littleexplorers.example.com',
    email: 'trailhead@littleexplorers.example.com',
    phone: '(303) 555-0188',
    logoUrl: '/demo/logo-little-explorers.webp',
    bannerUrl: '/demo/banner-little-explorers.webp',
    joinedDaysAgo: 190,
    locations: [
      {
        key: 'explorers-wash-park',
        name: 'Washington Park Meeting Spot',
        address: '701 S Franklin St',
        city: 'Denver',
        state: 'CO',
        zipcode: '80209',
        timeZone: 'America/Denver',
        isPrimary: true,
      },
      {
        key: 'explorers-bear-creek',
        name: 'Bear Creek Base Camp',
        address: '15200 W Morrison Rd',
        city: 'Lakewood',
        state: 'CO',
        zipcode: '80228',
        timeZone: 'America/Denver',
        isPrimary: false,
      },
    ],
  },
  {
    key: 'bright-sparks',
    ownerEmail: 'nia.robinson@example.com',
    status: 'approved',
    businessName: 'Bright Sparks STEM Lab',
    description:
      'A hands-on lab in Lincoln Park where curious kids build robots, write their first code and ' +
      'blow things up (safely). Our instructors are engineers and science teachers who love the ' +
      'moment a project finally works, and we make sure every child gets to feel it.',
    website: 'https://brightsparkslab.example.com',
    email: 'lab@brightsparkslab.example.com',
    phone: '(312) 555-0163',
    logoUrl: '/demo/logo-bright-sparks.webp',
    bannerUrl: '/demo/banner-bright-sparks.webp',
    joinedDaysAgo: 176,
    locations: [
      {
        key: 'sparks-lincoln-park',
        name: 'Bright Sparks Lincoln Park Lab',
        address: '2435 N Lincoln Ave',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60614',
        timeZone: 'America/Chicago',
        isPrimary: true,
      },
      {
        key: 'sparks-hyde-park',
        name: 'Bright Sparks Hyde Park Makerspace',
        address: '1510 E 55th St',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60615',
        timeZone: 'America/Chicago',
        isPrimary: false,
      },
    ],
  },
  {
    key: 'brooklyn-kickers',
    ownerEmail: 'tony.russo@example.com',
    status: 'approved',
    businessName: 'Brooklyn Kickers Sports Club',
    description:
      'Neighborhood sports the way they should be: fun first, everyone plays, and nobody sits on ' +
      'the bench. Our coaches teach soccer, basketball, skating and more in Prospect Park and our ' +
      'Park Slope gym, with plenty of high-fives along the way.',
    website: 'https://brooklynkickers.example.com',
    email: 'coach@brooklynkickers.example.com',
    phone: '(718) 555-0129',
    logoUrl: '/demo/logo-brooklyn-kickers.webp',
    bannerUrl: '/demo/banner-brooklyn-kickers.webp',
    joinedDaysAgo: 163,
    locations: [
      {
        key: 'kickers-prospect-park',
        name: 'Prospect Park Long Meadow Fields',
        address: '95 Prospect Park West',
        city: 'Brooklyn',
        state: 'NY',
        zipcode: '11215',
        timeZone: 'America/New_York',
        isPrimary: true,
      },
      {
        key: 'kickers-park-slope',
        name: 'Kickers Park Slope Gym',
        address: '418 7th Ave',
        city: 'Brooklyn',
        state: 'NY',
        zipcode: '11215',
        timeZone: 'America/New_York',
        isPrimary: false,
      },
    ],
  },
  ...COASTAL_PROVIDERS,
]
