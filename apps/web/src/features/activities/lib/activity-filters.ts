import {
  ACTIVITY_SORTS,
  CATEGORIES,
  type CategorySlug,
  MAX_AGE,
  MIN_AGE,
  PRICE_SLIDER_MAX,
} from '@afc/contracts'

// The list's whole state lives in the URL, so a filtered view can be shared, reloaded and
// walked through with back and forward. These functions are the only translation between the two.

export type ActivitySort = (typeof ACTIVITY_SORTS)[number]
export type NumberRange = readonly [number, number]

export interface ActivityFilters {
  q: string
  categories: CategorySlug[]
  ages: NumberRange
  /** Whole dollars; the top of the slider means no upper bound ('$200+'). */
  prices: NumberRange
  location: string
  weekend: boolean
  sort: ActivitySort
  page: number
}

export const AGE_LIMITS: NumberRange = [MIN_AGE, MAX_AGE]
export const PRICE_LIMITS: NumberRange = [0, PRICE_SLIDER_MAX]
export const PRICE_STEP = 5
/** The server refuses longer search texts. */
const MAX_TEXT_LENGTH = 100
const MAX_PAGE = 10_000

export const defaultActivityFilters: ActivityFilters = {
  q: '',
  categories: [],
  ages: AGE_LIMITS,
  prices: PRICE_LIMITS,
  location: '',
  weekend: false,
  sort: 'newest',
  page: 1,
}

const categoryOrder: readonly string[] = CATEGORIES.map((category) => category.slug)

function isCategorySlug(value: string): value is CategorySlug {
  return categoryOrder.includes(value)
}

function isSort(value: string | null): value is ActivitySort {
  return ACTIVITY_SORTS.some((sort) => sort === value)
}

function readCategories(params: URLSearchParams): CategorySlug[] {
  const chosen = new Set(
    params
      .getAll('category')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter(isCategorySlug),
  )
  return CATEGORIES.map((category) => category.slug).filter((slug) => chosen.has(slug))
}

function readNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}

function clamp(value: number, [low, high]: NumberRange): number {
  return Math.min(high, Math.max(low, value))
}

/** A range from two optional URL values: clamped to the slider's limits, low end first. */
function readRange(
  low: string | null,
  high: string | null,
  limits: NumberRange,
  round: (value: number) => number,
): NumberRange {
  const from = clamp(round(readNumber(low) ?? limits[0]), limits)
  const to = clamp(round(readNumber(high) ?? limits[1]), limits)
  return from <= to ? [from, to] : [to, from]
}

function readText(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_TEXT_LENGTH)
}

function readPage(value: string | null): number {
  const page = readNumber(value)
  if (page === undefined || page < 1) return 1
  return Math.min(MAX_PAGE, Math.floor(page))
}

export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  const sort = params.get('sort')
  return {
    q: readText(params.get('q')),
    categories: readCategories(params),
    ages: readRange(params.get('minAge'), params.get('maxAge'), AGE_LIMITS, Math.round),
    prices: readRange(
      params.get('minPrice'),
      params.get('maxPrice'),
      PRICE_LIMITS,
      (value) => value,
    ),
    location: readText(params.get('location')),
    weekend: params.get('weekend') === 'true',
    sort: isSort(sort) ? sort : 'newest',
    page: readPage(params.get('page')),
  }
}

export function isSameRange(range: NumberRange, other: NumberRange): boolean {
  return range[0] === other[0] && range[1] === other[1]
}

/** The shortest URL for the filters: defaults are left out. */
export function serializeActivityFilters(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const category of filters.categories) params.append('category', category)
  if (!isSameRange(filters.ages, AGE_LIMITS)) {
    params.set('minAge', String(filters.ages[0]))
    params.set('maxAge', String(filters.ages[1]))
  }
  if (!isSameRange(filters.prices, PRICE_LIMITS)) {
    params.set('minPrice', String(filters.prices[0]))
    params.set('maxPrice', String(filters.prices[1]))
  }
  if (filters.location) params.set('location', filters.location)
  if (filters.q) params.set('q', filters.q)
  if (filters.weekend) params.set('weekend', 'true')
  if (filters.sort !== defaultActivityFilters.sort) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** How many filters of the panel are in use: each category counts, and each other control once. */
export function countActiveFilters(filters: ActivityFilters): number {
  return (
    filters.categories.length +
    Number(!isSameRange(filters.ages, AGE_LIMITS)) +
    Number(!isSameRange(filters.prices, PRICE_LIMITS)) +
    Number(filters.location !== '') +
    Number(filters.weekend)
  )
}

/** Reset: the panel's controls back to their defaults, keeping the search words and the order. */
export function withoutPanelFilters(filters: ActivityFilters): ActivityFilters {
  return { ...defaultActivityFilters, q: filters.q, sort: filters.sort }
}

/** Clear All Filters: every filter and the search go, only the chosen order stays. */
export function withoutAnyFilters(filters: ActivityFilters): ActivityFilters {
  return { ...defaultActivityFilters, sort: filters.sort }
}
