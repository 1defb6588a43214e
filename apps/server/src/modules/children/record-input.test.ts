// @one-database: refusals of a record's input, decided before any statement runs
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildRecordWorld, mayasRecord } from '../../test/record-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRecordWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRecordWorld(app, 'input')
})
afterAll(async () => {
  await app?.close()
})

const save = (payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/children/${world.maya}/record`,
    headers: { cookie: world.parent.cookie },
    payload,
  })

const contact = { name: 'Rosa Lopez', relationship: 'Aunt', phone: '555 987 6543' }

describe('a record the server refuses, saving nothing', () => {
  it.each([
    [
      'a phone that is not one',
      { doctorPhone: 'call the office' },
      'doctorPhone',
      'Enter a phone number, like (555) 123-4567',
    ],
    [
      'more than 3 emergency contacts',
      { emergencyContacts: [contact, contact, contact, contact] },
      'emergencyContacts',
      'Add at most 3 emergency contacts',
    ],
    [
      'a control character',
      { conditions: 'Asthma\u0000' },
      'conditions',
      'Remove the control characters from this field.',
    ],
    [
      'text past its limit',
      { providerNotes: 'x'.repeat(1001) },
      'providerNotes',
      'Notes for providers must be at most 1000 characters',
    ],
    [
      'an allergy without a severity',
      { allergies: [{ name: 'Peanuts', severity: 'very' }] },
      'allergies.0.severity',
      'Choose how severe the allergy is',
    ],
  ])('%s', async (_case, change, field, message) => {
    const refused = await save({ ...mayasRecord, ...change })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors[field]).toEqual([message])
    const own = await app.inject({
      method: 'GET',
      url: `/api/children/${world.maya}/record`,
      headers: { cookie: world.parent.cookie },
    })
    expect(own.json().record).toBeNull()
  })
})
