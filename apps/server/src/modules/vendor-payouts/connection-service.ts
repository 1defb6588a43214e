import type { PaymentAccountStatus } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { PaymentProvider } from '../../infra/payments/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import type { CallerVendor } from '../../plugins/auth.ts'

/**
 * Where the provider goes to connect their payment account. The account is created once: a
 * second call, or two at the same moment, reuse the id already stored (Stripe's idempotency key
 * per provider makes the processor hand back the same account too).
 */
export async function startPaymentOnboarding(options: {
  db: Database
  payments: PaymentProvider
  vendor: CallerVendor
  accountEmail: string
  publicUrl: string
}): Promise<{ url: string }> {
  const { db, payments, vendor, publicUrl } = options
  let accountId = vendor.paymentAccountId
  if (!accountId) {
    const created = await payments.createAccount({
      vendorId: vendor.id,
      email: vendor.email ?? options.accountEmail,
      businessName: vendor.businessName,
    })
    // The right-hand sides read the row as it was: only the first account stored moves the
    // provider to 'onboarding', and a provider already connected stays so.
    const [stored] = await queryRows<{ accountId: string }>(
      db,
      sql`update vendors set payment_account_id = coalesce(payment_account_id, ${created.id}),
          payment_account_status = case
            when payment_account_id is null and payment_account_status <> 'connected'
            then 'onboarding' else payment_account_status end,
          updated_at = now()
        where id = ${vendor.id}
        returning payment_account_id as "accountId"`,
    )
    accountId = stored?.accountId ?? created.id
  }
  const back = `${publicUrl}/vendor/payouts?connect=`
  return payments.onboardingLink({
    accountId,
    refreshUrl: `${back}retry`,
    returnUrl: `${back}done`,
  })
}

/** Asks the processor how the account stands now and keeps its answer. */
export async function refreshPaymentAccount(options: {
  db: Database
  payments: PaymentProvider
  vendor: CallerVendor
}): Promise<PaymentAccountStatus> {
  const { db, payments, vendor } = options
  if (!vendor.paymentAccountId) {
    throw conflict('Connect payments first: there is no payment account to check yet.')
  }
  const account = await payments.getAccount(vendor.paymentAccountId)
  await queryRows(
    db,
    sql`update vendors set payment_account_status = ${account.status}, updated_at = now()
      where id = ${vendor.id}`,
  )
  return account.status
}
