import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildCatalogWorld, PRIVATE_TITLES } from '../../test/catalog-world.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
  await buildCatalogWorld(app.database.db)
})
afterAll(async () => {
  await app?.close()
})

async function list(query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/activities${query}` })
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json()
  return { ...body, titles: body.items.map((item: { title: string }) => item.title) }
}

describe('GET /api/activities', () => {
  it('lists only public activities, newest first, with the total', async () => {
    const result = await list()
    expect(result.titles).toEqual([
      'Watercolour Wonders',
      'Junior Soccer Stars',
      'Robot Builders',
      'Teen Photo Walk',
      'Piano Basics',
    ])
    expect(result.total).toBe(5)
    for (const title of PRIVATE_TITLES) expect(result.titles).not.toContain(title)
  })

  it('gives each card what a parent compares', async () => {
    const [watercolour] = (await list('?q=watercolour')).items
    expect(watercolour).toMatchObject({
      title: 'Watercolour Wonders',
      type: 'class',
      minAge: 5,
      maxAge: 8,
      priceCents: 2500,
      categories: [{ slug: 'art', name: 'Art & Craft' }],
      vendor: { businessName: 'Sunny Studio' },
      location: { city: 'Austin', state: 'TX' },
      averageRating: null,
      reviewCount: 0,
    })
    expect(new Date(watercolour.nextSessionAt).getTime()).toBeGreaterThan(Date.now())
  })

  describe('search', () => {
    it('matches the title case-insensitively', async () => {
      expect((await list('?q=SOCCER')).titles).toEqual(['Junior Soccer Stars'])
    })
    it('matches a category name even when no title does', async () => {
      expect((await list('?q=dance')).titles).toEqual(['Piano Basics'])
    })
    it('treats wildcards as plain characters', async () => {
      expect((await list('?q=%25')).total).toBe(0)
      expect((await list('?q=_')).total).toBe(0)
    })
  })

  describe('categories', () => {
    it('matches any selected category, in either URL form', async () => {
      expect((await list('?category=stem,music')).titles).toEqual([
        'Robot Builders',
        'Piano Basics',
      ])
      expect((await list('?category=stem&category=music')).total).toBe(2)
    })
    it('returns nothing for a category with no activity', async () => {
      const result = await list('?category=learning')
      expect(result.total).toBe(0)
      expect(result.items).toEqual([])
    })
  })

  describe('age overlap (missing minimum 0, missing maximum 18)', () => {
    it.each([
      ['?minAge=9&maxAge=12', ['Robot Builders', 'Piano Basics']],
      ['?maxAge=4', ['Junior Soccer Stars', 'Robot Builders', 'Piano Basics']],
      ['?minAge=18', ['Teen Photo Walk', 'Piano Basics']],
      [
        '?minAge=0&maxAge=18',
        [
          'Watercolour Wonders',
          'Junior Soccer Stars',
          'Robot Builders',
          'Teen Photo Walk',
          'Piano Basics',
        ],
      ],
    ])('%s', async (query, titles) => {
      expect((await list(query)).titles).toEqual(titles)
    })
  })

  describe('price on the default price', () => {
    it('finds the free activities', async () => {
      expect((await list('?maxPrice=0')).titles).toEqual(['Junior Soccer Stars'])
    })
    it("reads $200 at the slider's top as '$200+', with no upper bound", async () => {
      expect((await list('?minPrice=30&maxPrice=200')).titles).toEqual([
        'Robot Builders',
        'Teen Photo Walk',
        'Piano Basics',
      ])
      expect((await list('?maxPrice=195')).titles).not.toContain('Robot Builders')
    })
  })

  describe('location', () => {
    it.each([
      ['?location=austin', 3],
      ['?location=OR', 2],
      ['?location=972', 2],
      ['?location=Portland,%20OR', 2],
      ['?location=Denver', 0],
    ])('%s finds %i', async (query, total) => {
      expect((await list(query)).total).toBe(total)
    })
  })

  it("finds weekend sessions in the venue's own time zone", async () => {
    // Teen Photo Walk meets Friday evening in Portland, which is already Saturday in UTC.
    expect((await list('?weekend=true')).titles).toEqual(['Watercolour Wonders'])
    expect((await list('?weekend=false')).total).toBe(5)
  })

  it('combines filters', async () => {
    expect((await list('?category=art,photography&maxPrice=30')).titles).toEqual([
      'Watercolour Wonders',
    ])
    expect((await list('?q=robot&location=austin&minAge=10')).titles).toEqual(['Robot Builders'])
  })

  it('sorts by price and by the soonest session', async () => {
    expect((await list('?sort=price_asc')).titles).toEqual([
      'Junior Soccer Stars',
      'Watercolour Wonders',
      'Teen Photo Walk',
      'Piano Basics',
      'Robot Builders',
    ])
    expect((await list('?sort=price_desc')).titles[0]).toBe('Robot Builders')
    const soonest = (await list('?sort=soonest')).items as { nextSessionAt: string | null }[]
    const times = soonest.map((item) => item.nextSessionAt)
    expect(times.at(-1)).toBeNull()
    const dated = times.filter((time): time is string => time !== null)
    expect(dated).toEqual([...dated].sort())
  })

  it('pages with the total of all matches', async () => {
    const second = await list('?limit=2&page=2')
    expect(second).toMatchObject({ total: 5, page: 2, pageCount: 3 })
    expect(second.titles).toEqual(['Robot Builders', 'Teen Photo Walk'])
    const beyond = await list('?limit=2&page=9')
    expect(beyond).toMatchObject({ total: 5, items: [] })
  })

  it.each([
    ['?minAge=20', 'minAge'],
    ['?minAge=abc', 'minAge'],
    ['?minAge=10&maxAge=5', 'minAge'],
    ['?minPrice=50&maxPrice=10', 'minPrice'],
    ['?sort=bogus', 'sort'],
    ['?limit=500', 'limit'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/activities${query}` })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toContain(field)
  })

  it('can be cached and revalidated', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/activities?category=art' })
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/)
    const etag = String(first.headers.etag)
    const again = await app.inject({
      method: 'GET',
      url: '/api/activities?category=art',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })
})
