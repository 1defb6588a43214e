import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { account, user, userProfiles, vendors } from '../../db/schema/index.ts'
import type { Auth } from '../../infra/auth/index.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict, forbidden } from '../../lib/http-problem.ts'
import { cancelBookings, forgetFamily } from '../bookings/index.ts'
import { forgetRegistration } from '../registration/index.ts'

export async function updateProfile(options: {
  db: Database
  userId: string
  firstName: string
  lastName: string
}) {
  const { db, userId, firstName, lastName } = options
  await db.transaction(async (tx) => {
    await tx
      .insert(userProfiles)
      .values({ id: userId, firstName, lastName })
      .onConflictDoUpdate({
        target: userProfiles.id,
        set: { firstName, lastName, updatedAt: new Date() },
      })
    await tx
      .update(user)
      .set({ name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(user.id, userId))
  })
}

export async function setAvatar(options: { db: Database; userId: string; url: string }) {
  await options.db
    .insert(userProfiles)
    .values({ id: options.userId, avatarUrl: options.url })
    .onConflictDoUpdate({
      target: userProfiles.id,
      set: { avatarUrl: options.url, updatedAt: new Date() },
    })
}

/**
 * Deletes the caller's account after checking the password. Upcoming bookings are cancelled,
 * their providers told by mail and their places offered to the waiting lists; past booking
 * records stay for the
 * providers' accounting, without the family's names. A provider account is closed by support,
 * because its activities and bookings belong to other families too.
 */
export async function deleteAccount(options: {
  db: Database
  auth: Auth
  userId: string
  password: string
  notices: Notices
  jobs: JobQueue
  now?: Date
}) {
  const { db, auth, userId, password, notices, jobs, now = new Date() } = options
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
  const context = await auth.$context
  if (!credential?.hash || !(await context.password.verify({ hash: credential.hash, password }))) {
    throw forbidden('That password is not right.')
  }
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.userId, userId))
  if (vendor) {
    throw conflict(
      'Provider accounts are closed by our team. Please contact us from the Contact page.',
    )
  }
  await db.transaction(async (tx) => {
    await cancelBookings({
      db: tx,
      jobs,
      outbox: notices.outbox,
      cancellation: { reason: 'account', customerId: userId },
      now,
    })
    await forgetRegistration({ db: tx, of: { parentId: userId } })
    await forgetFamily({ db: tx, customerId: userId })
    // Sessions, credentials, profile, roles, children and favourites go with the user row;
    // bookings keep their amounts with customer_id set to null.
    await tx.delete(user).where(eq(user.id, userId))
  })
}
