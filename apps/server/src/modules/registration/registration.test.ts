import { registrationWords as words } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { pdfText } from '../../test/pdf-text.ts'
import { buildRegistrationWorld, PARENT_NAME } from './registration-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRegistrationWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRegistrationWorld(app, 'api')
})
afterAll(async () => {
  await app?.close()
})

const signaturesUrl = () => `/api/vendor/activities/${world.activityId}/signatures`
const booking = (registration?: object, sessionIndex = 0) => ({
  sessionId: world.sessions[sessionIndex],
  childIds: [world.maya],
  ...(registration ? { registration } : {}),
})

describe('booking with questions and a waiver', () => {
  it('refuses a booking until the questions are answered and the waiver signed, changing nothing', async () => {
    const base = world.registration()
    const refusals: [object | undefined, number, string | RegExp][] = [
      [undefined, 422, words.unanswered('Can Maya swim?', 'Maya')],
      [{ answers: base.answers }, 422, words.unsigned('Maya')],
      [
        { ...base, waiver: { ...base.waiver, signedName: 'Someone Else' } },
        422,
        words.nameMismatch,
      ],
      [{ ...base, waiver: { ...base.waiver, version: 2 } }, 422, words.staleVersion],
      [{ ...base, waiver: { ...base.waiver, agreed: false } }, 422, words.notAgreed],
      [
        { ...base, answers: [{ ...base.answers[0], answer: 'maybe' }] },
        422,
        words.notYesNo('Can Maya swim?', 'Maya'),
      ],
      [
        {
          ...base,
          answers: [
            ...base.answers,
            {
              childId: world.maya,
              questionId: crypto.randomUUID(),
              answer: 'x',
            },
          ],
        },
        422,
        words.foreignQuestion,
      ],
      [
        {
          ...base,
          answers: [
            ...base.answers,
            { childId: world.leo, questionId: world.swimId, answer: 'no' },
          ],
        },
        422,
        words.notBookedChild,
      ],
      [{ ...base, answers: [{ ...base.answers[0], answer: 'yes\u0007' }] }, 400, /./],
      [{ ...base, answers: [{ ...base.answers[0], answer: 'y'.repeat(2001) }] }, 400, /./],
    ]
    for (const [registration, status, detail] of refusals) {
      await world.refused(() => world.book(booking(registration)), status, detail)
    }
  })

  it("refuses answers to another activity's questions", async () => {
    const other = await world.catalog.activity({ vendor: world.own, title: 'Dive', priceCents: 0 })
    const saved = await world.send('PUT', `/api/vendor/activities/${other}/questions`, {
      questions: [{ label: 'Diving before?', kind: 'short_text' }],
    })
    const [dive] = saved.json().questions as { id: string }[]
    const base = world.registration()
    await world.refused(
      () =>
        world.book(
          booking({
            ...base,
            answers: [...base.answers, { childId: world.maya, questionId: dive?.id, answer: 'no' }],
          }),
        ),
      422,
      words.foreignQuestion,
    )
  })

  it('books with the answers and signature, shows them to the provider, and asks no more for that version', async () => {
    const booked = await world.book(booking(world.registration(1, '  test   PERSON ')))
    expect(booked.statusCode).toBe(201)
    const [signature] = await queryRows<{
      signedName: string
      ipAddress: string
      childName: string
    }>(
      world.db,
      sql`select signed_name as "signedName", ip_address as "ipAddress", child_name as "childName"
        from waiver_signatures where child_id = ${world.maya}`,
    )
    expect(signature).toEqual({
      signedName: 'test   PERSON',
      ipAddress: '127.0.0.1',
      childName: 'Maya Lee',
    })

    const list = await world.send(
      'GET',
      `/api/vendor/bookings?when=upcoming&activityId=${world.activityId}`,
    )
    expect(list.json().items[0].participants[0].answers).toEqual([
      { question: 'Can Maya swim?', answer: 'yes' },
      { question: 'Level', answer: 'Some' },
    ])
    const csv = await world.send(
      'GET',
      `/api/vendor/bookings.csv?when=upcoming&activityId=${world.activityId}`,
    )
    expect(csv.body).toContain('Maya: Can Maya swim? yes; Maya: Level Some')

    const again = await world.book(booking({ answers: world.registration().answers }, 1))
    expect(again.statusCode).toBe(201)
    const read = await world.send(
      'GET',
      `/api/activities/${world.activityId}/registration`,
      undefined,
      world.parent.cookie,
    )
    expect(read.json().signedChildIds).toEqual([world.maya])
  })

  it('lists the signatures and downloads each as a PDF for the owner only', async () => {
    const listed = await world.send('GET', signaturesUrl())
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [
        { childName: 'Maya Lee', signedName: 'test   PERSON', version: 1, ipAddress: '127.0.0.1' },
      ],
    })
    const id = listed.json().items[0].id as string
    const url = `/api/vendor/signatures/${id}/waiver.pdf`
    const pdf = await world.send('GET', url)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain('I accept the risks of swimming.')
    expect(text).toContain('Signed by: test   PERSON')
    expect(text).toContain('For child: Maya Lee')
    await world.refused(
      () => world.send('GET', url, undefined, world.other.cookie),
      404,
      'Signature not found.',
    )
    await world.refused(() => world.send('GET', url, undefined, world.parent.cookie), 403, /./)
    await world.refused(() => world.send('GET', url, undefined, ''), 401, /./)
  })

  it('asks again once the provider saves a new version, which earlier signatures do not change', async () => {
    const saved = await world.send('PUT', world.waiverUrl, { text: 'Version two of the risks.' })
    expect(saved.json().waiver.version).toBe(2)
    const session = await world.session(world.activityId, new Date(Date.now() + 20 * 86_400_000))
    const answers = world.registration().answers
    await world.refused(
      () => world.book({ sessionId: session, childIds: [world.maya], registration: { answers } }),
      422,
      words.unsigned('Maya'),
    )
    const signed = await world.book({
      sessionId: session,
      childIds: [world.maya],
      registration: world.registration(2),
    })
    expect(signed.statusCode).toBe(201)
    const listed = await world.send('GET', signaturesUrl())
    expect(listed.json().items.map((item: { version: number }) => item.version)).toEqual([2, 1])
    const first = listed.json().items[1].id as string
    const pdf = await world.send('GET', `/api/vendor/signatures/${first}/waiver.pdf`)
    expect(pdfText(pdf.rawPayload)).toContain('I accept the risks of swimming.')
  })

  it('asks a term enrolment the same, books it once answered and signed, and shows the answer on the roster', async () => {
    const { termId } = await world.terms.term({
      activityId: world.activityId,
      name: 'Autumn',
      priceCents: 0,
      days: [30, 37],
    })
    const url = `/api/terms/${termId}/enrolments`
    const leo = { childId: world.leo, questionId: world.swimId, answer: 'no' }
    await world.refused(
      () => world.send('POST', url, { childIds: [world.leo] }, world.parent.cookie),
      422,
      words.unanswered('Can Maya swim?', 'Leo'),
    )
    const enrolled = await world.send(
      'POST',
      url,
      {
        childIds: [world.leo],
        registration: {
          answers: [leo],
          waiver: { version: 2, signedName: PARENT_NAME, agreed: true },
        },
      },
      world.parent.cookie,
    )
    expect(enrolled.statusCode).toBe(201)
    const answers = await queryRows<{ answer: string }>(
      world.db,
      sql`select pa.answer from participant_answers pa
        join booking_participants bp on bp.id = pa.participant_id
        where bp.booking_id = ${enrolled.json().booking.id}`,
    )
    expect(answers).toEqual([{ answer: 'no' }])
    const roster = await world.send('GET', `/api/vendor/terms/${termId}/roster`)
    expect(roster.json().children).toMatchObject([
      { firstName: 'Leo', answers: [{ question: 'Can Maya swim?', answer: 'no' }] },
    ])
  })

  it("puts a child's signatures and answers in the parent's copy, and forgets them with the child", async () => {
    const url = `/api/children/${world.leo}`
    const copy = await world.send('GET', `${url}/export`, undefined, world.parent.cookie)
    expect(copy.statusCode).toBe(200)
    expect(copy.json().registration).toMatchObject({
      signatures: [{ version: 2, signedName: PARENT_NAME, childName: 'Leo Lee' }],
      answers: [{ question: 'Can Maya swim?', answer: 'no' }],
    })

    expect((await world.send('DELETE', url, undefined, world.parent.cookie)).statusCode).toBe(204)
    const left = await queryRows(
      world.db,
      sql`select child_name as "childName", signed_name as "signedName", ip_address as "ip",
          child_id as "childId", version from waiver_signatures ws
          join activity_waivers w on w.id = ws.waiver_id
        where ws.signed_name = '' and w.activity_id = ${world.activityId}`,
    )
    // The provider keeps the signature's version and time, with nobody's name or address.
    expect(left).toEqual([
      { childName: 'Former participant', signedName: '', ip: '', childId: null, version: 2 },
    ])
    const answers = await queryRows(
      world.db,
      sql`select pa.id from participant_answers pa
        join booking_participants bp on bp.id = pa.participant_id
        where bp.first_name = 'Former'`,
    )
    expect(answers).toEqual([])
  })
})
