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

/** An object's text by its number, in an uncompressed PDF. */
const pdfObject = (source: string, id: string) =>
  new RegExp(`(?:^|\\n)${id} 0 obj([\\s\\S]*?)endobj`).exec(source)?.[1] ?? ''

/** A font's ToUnicode map (glyph code to text), read from its `beginbfrange` arrays. */
function glyphsOf(source: string, fontId: string) {
  const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(pdfObject(source, fontId))?.[1] ?? ''
  const glyphs = new Map<number, string>()
  for (const [, from, list] of pdfObject(source, toUnicode).matchAll(
    /<(\w+)> <\w+> \[([^\]]*)\]/g,
  )) {
    for (const [index, hex] of [...(list ?? '').matchAll(/<(\w+)>/g)].entries()) {
      glyphs.set(
        Number.parseInt(from ?? '0', 16) + index,
        Buffer.from(hex[1] ?? '', 'hex')
          .swap16()
          .toString('utf16le'),
      )
    }
  }
  return glyphs
}

/**
 * The text a PDF shows, line by line: its uncompressed text arrays, each glyph code read through
 * the ToUnicode map of the embedded font selected before it.
 */
export function pdfText(pdf: Buffer) {
  const source = pdf.toString('latin1')
  const fonts = new Map(
    [...source.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, id]) => [
      name,
      glyphsOf(source, id ?? ''),
    ]),
  )
  let glyphs = new Map<number, string>()
  const shown: string[] = []
  for (const [, font, array] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (font) {
      glyphs = fonts.get(font) ?? new Map()
      continue
    }
    const codes = [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].flatMap(
      (hex) => (hex[1] ?? '').match(/.{4}/g) ?? [],
    )
    shown.push(codes.map((code) => glyphs.get(Number.parseInt(code, 16)) ?? '').join(''))
  }
  return shown.join('\n')
}
