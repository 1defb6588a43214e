import { children } from '../../db/schema/index.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { termRows } from '../../test/term-rows.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

/** The name `createSignedInUser` gives every account, which a parent's signature must match. */
export const PARENT_NAME = 'Test Person'

export const TWO_QUESTIONS = [
  { label: 'Can Maya swim?', kind: 'yes_no', required: true },
  { label: 'Level', kind: 'choice', options: ['New', 'Some', 'Strong'], required: false },
]

/**
 * The term world (two providers and a parent, signed in) with a free swim class of the owner's
 * holding two sessions, the owner's questions and waiver on it, and the parent's Maya and Leo.
 */
export async function buildRegistrationWorld(app: TestAppWithMail, suffix: string) {
  const world = await buildTermWorld(app, `registration-${suffix}`)
  const activityId = await world.catalog.activity({
    vendor: world.own,
    title: `Swim ${suffix}`,
    type: 'course',
    priceCents: 0,
  })
  const sessions = [
    await world.session(activityId, new Date(Date.now() + 3 * DAY)),
    await world.session(activityId, new Date(Date.now() + 10 * DAY)),
  ]
  const child = async (firstName: string, parentId = world.parent.userId) => {
    const [row] = await world.db
      .insert(children)
      .values({ parentId, firstName, lastName: 'Lee', birthDate: '2018-05-01' })
      .returning({ id: children.id })
    return row?.id ?? ''
  }
  const maya = await child('Maya')
  const leo = await child('Leo')
  const questionsUrl = `/api/vendor/activities/${activityId}/questions`
  const waiverUrl = `/api/vendor/activities/${activityId}/waiver`
  const saved = await world.send('PUT', questionsUrl, { questions: TWO_QUESTIONS })
  const [swim, level] = saved.json().questions as { id: string }[]
  await world.send('PUT', waiverUrl, { text: 'I accept the risks of swimming.' })
  const book = (payload: object) =>
    world.send('POST', '/api/bookings', payload, world.parent.cookie)
  /** Maya's answers and the parent's signature of `version`. */
  const registration = (version = 1, signedName = PARENT_NAME) => ({
    answers: [
      { childId: maya, questionId: swim?.id, answer: 'yes' },
      { childId: maya, questionId: level?.id, answer: 'Some' },
    ],
    waiver: { version, signedName, agreed: true },
  })
  return {
    ...world,
    terms: termRows(world.db),
    activityId,
    sessions,
    child,
    maya,
    leo,
    swimId: swim?.id ?? '',
    levelId: level?.id ?? '',
    questionsUrl,
    waiverUrl,
    book,
    registration,
  }
}
