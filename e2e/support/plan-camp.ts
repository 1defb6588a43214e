import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

const DAY = 24 * 60 * 60 * 1000

/** A one-week camp of one weekly session at 09:00 from `first`, made through the provider's API. */
export async function addCampWeek(options: {
  providerApi: APIRequestContext
  activityId: string
  name: string
  priceCents: number
  first: Date
}): Promise<{ id: string }> {
  const { first } = options
  const created = await options.providerApi.post('/api/vendor/terms', {
    headers: { origin: test.info().project.use.baseURL ?? '' },
    data: {
      activityId: options.activityId,
      name: options.name,
      isCamp: true,
      priceCents: options.priceCents,
      sessions: {
        from: 'series',
        weekdays: [first.getUTCDay()],
        startTime: '09:00',
        durationMinutes: 60,
        fromDate: first.toISOString().slice(0, 10),
        weeks: 1,
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return created.json()
}

/**
 * A one-week camp of a demo provider's `activity`, `daysAhead` from now (a week later for the
 * phone project, so both projects' camps stand apart), offering `plan`, made through the
 * provider's API. Answers the activity's page and the camp's name, unique to the run.
 */
export async function addPlanCampWeek(options: {
  providerApi: APIRequestContext
  page: Page
  activity: string
  priceCents: number
  daysAhead: number
  plan: Record<string, unknown>
}) {
  const { providerApi, page } = options
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(options.activity)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === options.activity)
  const projectSlot = test.info().project.name === 'phone' ? 7 : 0
  const name = `${options.plan.kind === 'deposit' ? 'Deposit' : 'Monthly'} camp ${Date.now().toString(36)}`
  const term = await addCampWeek({
    providerApi,
    activityId: activity.id,
    name,
    priceCents: options.priceCents,
    first: new Date(Date.now() + (options.daysAhead + projectSlot) * DAY),
  })
  const plan = await providerApi.put(`/api/vendor/terms/${term.id}/payment-plan`, {
    headers: { origin: test.info().project.use.baseURL ?? '' },
    data: { plan: options.plan },
  })
  expect(plan.status(), await plan.text()).toBe(200)
  return { path: `/activities/${activity.id}`, name }
}
