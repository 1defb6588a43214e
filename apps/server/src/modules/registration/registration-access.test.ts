import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildRegistrationWorld } from './registration-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRegistrationWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRegistrationWorld(app, 'access')
})
afterAll(async () => {
  await app?.close()
})

const signaturesUrl = () => `/api/vendor/activities/${world.activityId}/signatures`

describe('who may read and change registration', () => {
  it('the owner reads and changes; another provider gets 404, a parent 403, a visitor 401', async () => {
    const readUrl = `/api/vendor/activities/${world.activityId}/registration`
    const owned = await world.send('GET', readUrl)
    expect(owned.statusCode).toBe(200)
    expect(owned.json()).toMatchObject({
      questions: [
        { label: 'Can Maya swim?', kind: 'yes_no', options: [], required: true },
        { label: 'Level', kind: 'choice', options: ['New', 'Some', 'Strong'], required: false },
      ],
      waiver: { version: 1, text: 'I accept the risks of swimming.' },
    })
    const calls = [
      ['GET', readUrl, undefined],
      ['PUT', world.questionsUrl, { questions: [] }],
      ['PUT', world.waiverUrl, { text: 'Changed by a stranger' }],
      ['GET', signaturesUrl(), undefined],
    ] as const
    for (const [method, url, payload] of calls) {
      await world.refused(
        () => world.send(method, url, payload, world.other.cookie),
        404,
        'Activity Not Found',
      )
      await world.refused(() => world.send(method, url, payload, world.parent.cookie), 403, /./)
      await world.refused(() => world.send(method, url, payload, ''), 401, /./)
    }
  })

  it('a parent reads what the activity asks; a visitor gets 401, an unlisted activity 404', async () => {
    const url = `/api/activities/${world.activityId}/registration`
    const read = await world.send('GET', url, undefined, world.parent.cookie)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ waiver: { version: 1 }, questions: [{}, {}] })
    expect((await world.send('GET', url, undefined, '')).statusCode).toBe(401)
    const hidden = await world.catalog.activity({
      vendor: world.own,
      title: 'Hidden swim',
      isApproved: false,
    })
    const unlisted = await world.send(
      'GET',
      `/api/activities/${hidden}/registration`,
      undefined,
      world.parent.cookie,
    )
    expect(unlisted.statusCode).toBe(404)
  })

  it("refuses another activity's question kept in the list, and a bad question", async () => {
    const other = await world.catalog.activity({ vendor: world.own, title: 'Other swim' })
    await world.refused(
      () =>
        world.send('PUT', `/api/vendor/activities/${other}/questions`, {
          questions: [{ id: world.swimId, label: 'Taken', kind: 'short_text' }],
        }),
      422,
      /not this activity's/,
    )
    const oneChoice = await world.refused(
      () =>
        world.send('PUT', world.questionsUrl, {
          questions: [{ label: 'Pick', kind: 'choice', options: ['Only'] }],
        }),
      400,
      /./,
    )
    expect(JSON.stringify(oneChoice)).toContain('Give at least two answers to choose from')
    await world.refused(() => world.send('PUT', world.waiverUrl, { text: 'Risks\u0000' }), 400, /./)
  })
})
