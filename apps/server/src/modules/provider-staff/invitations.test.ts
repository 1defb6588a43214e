import {
  INVITATION_ACCOUNT_EXISTS,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_OTHER_EMAIL,
  INVITATION_REVOKED,
  INVITATION_USED,
  STAFF_ALREADY_INVITED,
  STAFF_ASSIGNMENT_NEEDED,
  STAFF_ASSIGNMENT_UNKNOWN,
  STAFF_SELF_INVITE,
} from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffInvitations } from '../../db/schema/index.ts'
import { createSignedInUser, nextClientAddress } from '../../test/accounts.ts'
import { apiAs, mailTo } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildRecordWorld } from '../../test/record-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRecordWorld>>
beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRecordWorld(app, 'invite')
}, 60_000)
afterAll(() => app.close())

const owner = () => apiAs(app, world.sunny.cookie)

async function invite(email: string, role = 'instructor', activityIds = [world.sunny.activityId]) {
  return owner().post('/api/vendor/staff/invitations', { email, role, activityIds })
}

/** The token in the last invitation mail to `email`. */
async function linkTokenOf(email: string) {
  const mails = await mailTo(app, email)
  const token = mails.at(-1)?.text.match(/\/staff\/join\/([\w-]{43})/)?.[1]
  if (!token) throw new Error(`no invitation mail to ${email}`)
  return token
}

const signUpFrom = (token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/staff-invitations/${token}/sign-up`,
    remoteAddress: nextClientAddress(),
    payload: { firstName: 'Ines', lastName: 'Okoro', password: 'password123' },
  })

describe('inviting staff', () => {
  it('mails a link with which a new instructor signs up, joins and is signed in', async () => {
    const created = await invite('ines@staff.example')
    expect(created.statusCode).toBe(201)
    const [mail] = await mailTo(app, 'ines@staff.example')
    expect(mail?.subject).toBe(
      `Sunny Studio invite invites you to their team on Activities for Children`,
    )
    const token = await linkTokenOf('ines@staff.example')
    const [stored] = await app.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'ines@staff.example'))
    expect(stored?.tokenHash).not.toContain(token)

    const preview = await apiAs(app).get(`/api/staff-invitations/${token}`)
    expect(preview.json()).toEqual({
      businessName: 'Sunny Studio invite',
      email: 'ines@staff.example',
      role: 'instructor',
    })

    const joined = await signUpFrom(token)
    expect(joined.statusCode).toBe(200)
    expect(joined.json()).toEqual({ businessName: 'Sunny Studio invite', role: 'instructor' })
    const cookie = joined.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const me = await apiAs(app, cookie).get('/api/account/me')
    expect(me.json()).toMatchObject({
      user: { email: 'ines@staff.example', emailVerified: true },
      vendor: { id: world.sunny.vendorId },
      providerRole: 'instructor',
    })
    const rosters = await apiAs(app, cookie).get('/api/vendor/rosters')
    expect(
      rosters.json().activities.map((a: { activity: { id: string } }) => a.activity.id),
    ).toEqual([world.sunny.activityId])

    const again = await signUpFrom(token)
    expect(again.statusCode).toBe(410)
    expect(again.json().detail).toBe(INVITATION_USED)
    const staff = await owner().get('/api/vendor/staff')
    expect(staff.json().members).toMatchObject([
      {
        name: 'Ines Okoro',
        role: 'instructor',
        assignments: { activities: [{ id: world.sunny.activityId }] },
      },
    ])
    expect(staff.json().invitations).toEqual([])
  })

  it('lets someone with an account accept signed in with the invited address only', async () => {
    await invite('omar@staff.example', 'manager', [])
    const token = await linkTokenOf('omar@staff.example')
    expect((await signUpFrom(token)).statusCode).toBe(200)

    await invite('pat@staff.example', 'manager', [])
    const patToken = await linkTokenOf('pat@staff.example')
    const pat = await createSignedInUser(app, { email: 'pat@staff.example' })
    const stranger = await createSignedInUser(app, { email: 'stranger@staff.example' })
    const wrong = await apiAs(app, stranger.cookie).post(
      `/api/staff-invitations/${patToken}/accept`,
    )
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().detail).toBe(INVITATION_OTHER_EMAIL)
    const exists = await signUpFrom(patToken)
    expect(exists.statusCode).toBe(409)
    expect(exists.json().detail).toBe(INVITATION_ACCOUNT_EXISTS)
    const accepted = await apiAs(app, pat.cookie).post(`/api/staff-invitations/${patToken}/accept`)
    expect(accepted.json()).toEqual({ businessName: 'Sunny Studio invite', role: 'manager' })
    const me = await apiAs(app, pat.cookie).get('/api/vendor/me')
    expect(me.json().providerRole).toBe('manager')
  })

  it('lets a link be used once when it is accepted twice at the same moment', async () => {
    await invite('uma@staff.example', 'manager', [])
    const token = await linkTokenOf('uma@staff.example')
    const uma = await createSignedInUser(app, { email: 'uma@staff.example' })
    const answers = await Promise.all(
      [1, 2].map(() => apiAs(app, uma.cookie).post(`/api/staff-invitations/${token}/accept`)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410])
    expect(answers.find((answer) => answer.statusCode === 410)?.json().detail).toBe(INVITATION_USED)
    const members = (await owner().get('/api/vendor/staff')).json().members
    expect(
      members.filter((member: { email: string }) => member.email === 'uma@staff.example'),
    ).toHaveLength(1)
  })

  it('says in a sentence when a link is withdrawn, expired or unknown', async () => {
    await invite('rae@staff.example')
    const token = await linkTokenOf('rae@staff.example')
    const list = await owner().get('/api/vendor/staff')
    const open = list
      .json()
      .invitations.find((i: { email: string }) => i.email === 'rae@staff.example')
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/vendor/staff/invitations/${open.id}`,
      headers: { cookie: world.sunny.cookie },
    })
    expect(revoked.statusCode).toBe(204)
    const preview = await apiAs(app).get(`/api/staff-invitations/${token}`)
    expect([preview.statusCode, preview.json().detail]).toEqual([410, INVITATION_REVOKED])

    await invite('sol@staff.example')
    const late = await linkTokenOf('sol@staff.example')
    await app.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, 'sol@staff.example'))
    const expired = await signUpFrom(late)
    expect([expired.statusCode, expired.json().detail]).toEqual([410, INVITATION_EXPIRED])

    const unknown = await apiAs(app).get(`/api/staff-invitations/${'x'.repeat(43)}`)
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, INVITATION_NOT_FOUND])
    const malformed = await apiAs(app).get('/api/staff-invitations/short')
    expect([malformed.statusCode, malformed.json().detail]).toContain(400)
  })

  it('refuses an invitation without assignments, with another provider’s activity, twice or to oneself', async () => {
    const bare = await invite('tam@staff.example', 'instructor', [])
    expect(bare.statusCode).toBe(400)
    expect(bare.json().errors.activityIds).toEqual([STAFF_ASSIGNMENT_NEEDED])
    const foreign = await invite('tam@staff.example', 'instructor', [world.farHills.activityId])
    expect([foreign.statusCode, foreign.json().detail]).toEqual([400, STAFF_ASSIGNMENT_UNKNOWN])
    expect((await invite('tam@staff.example')).statusCode).toBe(201)
    const twice = await invite('tam@staff.example')
    expect([twice.statusCode, twice.json().detail]).toEqual([409, STAFF_ALREADY_INVITED])
    const self = await invite('sunny-studio-invite-invite@record.example')
    expect([self.statusCode, self.json().detail]).toEqual([409, STAFF_SELF_INVITE])
    expect(await mailTo(app, 'sunny-studio-invite-invite@record.example')).toEqual([])
  })
})
