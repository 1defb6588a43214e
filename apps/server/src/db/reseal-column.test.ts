import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEALED_MAIL_BODIES } from '../infra/mail/index.ts'
import { keyringOf, newDataKeyText, sealedKeyId, unseal } from '../lib/sealed-text.ts'
import { SEALED_PICKUP_CODES } from '../modules/attendance/index.ts'
import { createSignedInUser } from '../test/accounts.ts'
import { buildTestApp, TEST_DATA_KEY, type TestAppWithMail } from '../test/app.ts'
import { resealColumn } from './reseal-column.ts'
import { mailOutbox, pickupCodes } from './schema/index.ts'

let app: TestAppWithMail
let parent: Awaited<ReturnType<typeof createSignedInUser>>

beforeAll(async () => {
  app = await buildTestApp()
  parent = await createSignedInUser(app, { email: 'rotation@reseal.example' })
})
afterAll(async () => {
  await app?.close()
})

const codeOf = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/pickup-code',
      headers: { cookie: parent.cookie },
    })
  ).json().code as string

const mailsOfTest = () =>
  app.database.db
    .select({ body: mailOutbox.body, bodySealed: mailOutbox.bodySealed })
    .from(mailOutbox)
    .where(like(mailOutbox.key, 'reseal-test:%'))
    .orderBy(mailOutbox.key)

describe('a key rotation beyond the records', () => {
  it("re-seals the family's pickup code and sealed mail, leaves clear mail alone, and counts what it cannot open", async () => {
    const db = app.database.db
    const code = await codeOf()
    await app.outbox.add(db, {
      key: 'reseal-test:1-roster',
      to: 'owner@reseal.example',
      topic: 'transactional',
      subject: 'Roster',
      text: 'Maya: peanuts (severe)',
      sensitive: true,
    })
    await app.outbox.add(db, {
      key: 'reseal-test:2-plain',
      to: 'owner@reseal.example',
      topic: 'transactional',
      subject: 'Hello',
      text: 'Nothing sealed here',
    })

    const fresh = newDataKeyText()
    const rotating = keyringOf(fresh, [TEST_DATA_KEY])
    const onlyNew = keyringOf(fresh)
    expect(await resealColumn({ db, keyring: rotating, target: SEALED_PICKUP_CODES })).toEqual({
      resealed: 1,
      unreadable: 0,
    })
    const mail = await resealColumn({
      db,
      keyring: rotating,
      target: SEALED_MAIL_BODIES,
      batchSize: 1,
    })
    expect(mail.unreadable).toBe(0)
    expect(mail.resealed).toBeGreaterThanOrEqual(1)
    // Twice changes nothing.
    expect(await resealColumn({ db, keyring: rotating, target: SEALED_PICKUP_CODES })).toEqual({
      resealed: 0,
      unreadable: 0,
    })
    expect(await resealColumn({ db, keyring: rotating, target: SEALED_MAIL_BODIES })).toEqual({
      resealed: 0,
      unreadable: 0,
    })

    const [row] = await db.select().from(pickupCodes).where(eq(pickupCodes.parentId, parent.userId))
    expect(sealedKeyId(row?.sealed ?? '')).toBe(onlyNew.current.id)
    expect(unseal(onlyNew, row?.sealed ?? '')).toBe(code)
    const [roster, plain] = await mailsOfTest()
    expect(roster?.bodySealed).toBe(true)
    expect(unseal(onlyNew, roster?.body ?? '')).toBe('Maya: peanuts (severe)')
    expect(plain).toEqual({ body: 'Nothing sealed here', bodySealed: false })

    // A keyring without the key in use cannot open them, and says so rather than losing them.
    const stranger = keyringOf(newDataKeyText())
    expect(
      (await resealColumn({ db, keyring: stranger, target: SEALED_PICKUP_CODES })).unreadable,
    ).toBeGreaterThanOrEqual(1)
    expect(
      (await resealColumn({ db, keyring: stranger, target: SEALED_MAIL_BODIES })).unreadable,
    ).toBeGreaterThanOrEqual(1)

    // The test key back, for the app that reads with it.
    const back = keyringOf(TEST_DATA_KEY, [fresh])
    await resealColumn({ db, keyring: back, target: SEALED_PICKUP_CODES })
    await resealColumn({ db, keyring: back, target: SEALED_MAIL_BODIES })
    expect(await codeOf()).toBe(code)
  })
})
