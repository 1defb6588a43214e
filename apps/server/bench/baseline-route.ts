import { sql } from 'drizzle-orm'
import type { App } from '../src/app.ts'
import { queryRows } from '../src/db/query-rows.ts'
import {
  PUBLIC_ACTIVITY_CONDITION,
  PUBLIC_ACTIVITY_JOIN,
} from '../src/modules/catalog/public-visibility.ts'

export const BASELINE_PATH = '/bench/all-activities'

/**
 * The original design's catalogue read (every public activity, newest first, with its nested
 * categories, booking ids, vendor info (id, business_name, logo_url, description) and pricing
 * (price, is_default)) as one answer that the browser would then filter. The database
 * builds the JSON, as the hosted table API did, so the baseline is as fast as it can be.
 */
export function registerBaselineRoute(app: App): void {
  const db = app.database.db
  app.get(BASELINE_PATH, async (_request, reply) => {
    const [row] = await queryRows<{ body: string }>(
      db,
      sql`select coalesce(json_agg(row_to_json(x) order by x.created_at desc, x.id desc),
          '[]'::json)::text as body
        from (
          select a.*,
            (select coalesce(json_agg(json_build_object('category',
                json_build_object('id', c.id, 'name', c.name, 'slug', c.slug))), '[]'::json)
              from activity_categories ac join categories c on c.id = ac.category_id
              where ac.activity_id = a.id) as activity_categories,
            (select coalesce(json_agg(json_build_object('id', b.id)), '[]'::json)
              from bookings b where b.activity_id = a.id) as bookings,
            json_build_object('id', v.id, 'business_name', v.business_name,
              'logo_url', v.logo_url, 'description', v.description) as vendors,
            (select coalesce(json_agg(json_build_object('price', p.price_cents,
                'is_default', p.is_default)), '[]'::json)
              from activity_pricing p where p.activity_id = a.id) as activity_pricing
          from ${PUBLIC_ACTIVITY_JOIN}
          where ${PUBLIC_ACTIVITY_CONDITION}
        ) x`,
    )
    return reply.type('application/json; charset=utf-8').send(row?.body ?? '[]')
  })
}
