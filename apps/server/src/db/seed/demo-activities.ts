import type { ActivityType, CategorySlug } from '@afc/contracts'
import { BRIGHT_SPARKS_ACTIVITIES } from './activities/bright-sparks.ts'
import { BROOKLYN_KICKERS_ACTIVITIES } from './activities/brooklyn-kickers.ts'
import { EVERGREEN_ACTIVITIES } from './activities/evergreen.ts'
import { LITTLE_EXPLORERS_ACTIVITIES } from './activities/little-explorers.ts'
import { PINECONE_POTTERY_ACTIVITIES } from './activities/pinecone-pottery.ts'
import { RIVERBEND_ACTIVITIES } from './activities/riverbend.ts'
import { SUNNY_STUDIO_ACTIVITIES } from './activities/sunny-studio.ts'
import { TIDEPOOL_ACTIVITIES } from './activities/tidepool.ts'
import type { SessionPattern } from './session-plan.ts'

export type DemoActivity = {
  /** A location key of the same provider (see demo-providers.ts). */
  location: string
  type: ActivityType
  title: string
  shortDescription: string
  description: string
  /** Shown on the page and in the reminder mail; most demo listings ask for nothing. */
  whatToBring?: string
  categories: readonly CategorySlug[]
  minAge: number | null
  maxAge: number | null
  /** null = unlimited */
  capacity: number | null
  durationMinutes: number
  /** The default 'Standard' price; 0 is free. */
  priceCents: number
  thumbnailUrl: string
  /** None for a course sold only by its terms, whose sessions are the terms' (demo-terms.ts). */
  sessions?: SessionPattern
  createdDaysAgo: number
  isFeatured?: boolean
  /** Public unless set false: lets the demo show listings that are paused or awaiting review. */
  isActive?: boolean
  isApproved?: boolean
}

/** Each provider's listings, keyed by the provider key of demo-providers.ts. */
export const DEMO_ACTIVITIES_BY_PROVIDER: Readonly<Record<string, readonly DemoActivity[]>> = {
  'sunny-studio': SUNNY_STUDIO_ACTIVITIES,
  riverbend: RIVERBEND_ACTIVITIES,
  'little-explorers': LITTLE_EXPLORERS_ACTIVITIES,
  'bright-sparks': BRIGHT_SPARKS_ACTIVITIES,
  'brooklyn-kickers': BROOKLYN_KICKERS_ACTIVITIES,
  tidepool: TIDEPOOL_ACTIVITIES,
  evergreen: EVERGREEN_ACTIVITIES,
  'pinecone-pottery': PINECONE_POTTERY_ACTIVITIES,
}
