import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import type { SeedPlan } from './seed-bulk.ts'
import { int, locationId, vendorId } from './seed-helpers.ts'
import { CITIES } from './seed-words.ts'

/**
 * Accounts (providers' owners and the parents who write reviews), providers and their venues:
 * one or two per provider, in ~40 real cities, exactly one primary.
 */
export async function seedPeople(db: Database, plan: SeedPlan) {
  const providers = int(plan.approvedProviders + plan.pendingProviders)
  const cities = int(CITIES.length)
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'bench-vendor-' || v, 'Owner ' || v, 'owner' || v || '@bench.example.com', true,
      now() - make_interval(days => 400 + bench_rand(v, 1, 300)), now()
    from generate_series(1, ${providers}) v
    union all
    select 'bench-customer-' || c, 'Parent ' || c, 'parent' || c || '@bench.example.com', true,
      now() - make_interval(days => 200 + bench_rand(c, 1, 300)), now()
    from generate_series(1, ${int(plan.customers)}) c`)
  await db.execute(sql`insert into user_profiles (id, first_name, last_name)
    select id, split_part(name, ' ', 1), split_part(name, ' ', 2) from "user"`)
  await db.execute(sql`insert into user_roles (user_id, role)
    select id, 'customer' from "user"
    union all select id, 'vendor' from "user" where id like 'bench-vendor-%'`)

  // Approved providers take card payments (connected to the processor), as the demo's do: a paid
  // activity of a provider that is not connected cannot be booked.
  await db.execute(sql`insert into vendors (id, user_id, business_name, description, logo_url,
      website, email, phone, status, payment_account_id, payment_account_status, created_at)
    select ${vendorId('v')}, 'bench-vendor-' || v,
      c.city || ' ' || adj.word || ' ' || suffix.word || ' ' || v,
      'A friendly ' || lower(suffix.word) || ' in ' || c.city || ' where children try new things, '
        || 'make friends and go home proud. Small groups, patient teachers, all materials included.',
      '/demo/logo-' || (v % 12) || '.webp', 'https://provider' || v || '.example.com',
      'hello@provider' || v || '.example.com', '(555) 010-' || lpad((v % 10000)::text, 4, '0'),
      case when v <= ${int(plan.approvedProviders)} then 'approved' else 'pending' end,
      case when v <= ${int(plan.approvedProviders)} then 'acct_test_bench' || v end,
      case when v <= ${int(plan.approvedProviders)} then 'connected' else 'not_connected' end,
      now() - make_interval(days => 400 + bench_rand(v, 1, 300))
    from generate_series(1, ${providers}) v
    join bench_cities c on c.idx = bench_rand(v, 2, ${cities})
    join bench_words adj on adj.kind = 'adjective' and adj.idx = bench_rand(v, 3, 10)
    join bench_words suffix on suffix.kind = 'business' and suffix.idx = bench_rand(v, 4, 5)`)

  // Half the providers have a second venue, usually in the same city as the primary one.
  await db.execute(sql`insert into vendor_locations (id, vendor_id, name, address, city, state,
      zipcode, time_zone, is_primary)
    select ${locationId('v', 'n')}, ${vendorId('v')},
      case when n = 1 then 'Main studio' else 'Second site' end,
      (100 + bench_rand(v, 5 + n, 9800)) || ' Main St', c.city, c.state,
      c.zip_prefix || lpad(bench_rand(v, 7 + n, 100)::text, 2, '0'), c.time_zone, n = 1
    from generate_series(1, ${providers}) v
    cross join generate_series(1, 2) n
    join bench_cities c on c.idx = case when n = 1 or bench_rand(v, 9, 10) < 7
      then bench_rand(v, 2, ${cities}) else bench_rand(v, 10, ${cities}) end
    where n = 1 or bench_rand(v, 11, 2) = 0`)
}
