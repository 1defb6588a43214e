import { z } from 'zod'
import { adminActivityStatusSchema } from './admin.ts'
import { categorySlugSchema } from './categories.ts'
import { vendorStatusSchema } from './roles.ts'

/** The dashboard's lists of newest vendors and activities hold this many rows each. */
export const ADMIN_RECENT_LIMIT = 5
/** Analytics covers this many weeks, the current one included. */
export const ANALYTICS_WEEKS = 12
/** Analytics ranks this many categories and providers. */
export const ANALYTICS_TOP_LIMIT = 5
/** The activities with the longest waiting lists shown on Analytics. */
export const ANALYTICS_WAITLIST_LIMIT = 10
/** Months of minimum-to-run decisions, this one included. */
export const ANALYTICS_MONTHS = 6

/**
 * One stat card. `total` is the figure today; `last30Days` and `previous30Days` are what was
 * added in the 30 days up to now and in the 30 days before those (items created, or revenue
 * booked). `changePercent` = (last30Days - previous30Days) / previous30Days * 100, rounded to
 * one decimal; null when previous30Days is 0, which the UI shows as 'New'.
 */
export const adminStatSchema = z.object({
  total: z.number().int(),
  last30Days: z.number().int(),
  previous30Days: z.number().int(),
  changePercent: z.number().nullable(),
})
export type AdminStat = z.infer<typeof adminStatSchema>

/** When the stat cards' or the analytics' figures were worked out (at most a minute ago). */
const figuresAsOfSchema = z.iso.datetime({ offset: true })

export const adminDashboardSchema = z.object({
  figuresAsOf: figuresAsOfSchema,
  stats: z.object({
    totalVendors: adminStatSchema,
    /** Activities not deleted by their provider, whatever their state. */
    totalActivities: adminStatSchema,
    totalUsers: adminStatSchema,
    /** Confirmed bookings' amounts, in cents (places held while a family pays are not counted). */
    revenueCents: adminStatSchema,
  }),
  recentVendors: z
    .array(
      z.object({
        id: z.uuid(),
        businessName: z.string(),
        registeredAt: z.iso.datetime({ offset: true }),
        status: vendorStatusSchema,
      }),
    )
    .max(ADMIN_RECENT_LIMIT),
  recentActivities: z
    .array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        vendor: z.object({ id: z.uuid(), businessName: z.string() }),
        status: adminActivityStatusSchema,
        createdAt: z.iso.datetime({ offset: true }),
      }),
    )
    .max(ADMIN_RECENT_LIMIT),
})
export type AdminDashboard = z.infer<typeof adminDashboardSchema>

/**
 * Weeks start on Monday, 00:00 UTC. Bookings and revenue count confirmed bookings by
 * the week they were made; the rankings cover the same 12 weeks.
 */
export const adminAnalyticsSchema = z.object({
  figuresAsOf: figuresAsOfSchema,
  weeks: z
    .array(
      z.object({
        weekStart: z.iso.date(),
        bookings: z.number().int(),
        revenueCents: z.number().int(),
        newUsers: z.number().int(),
      }),
    )
    .length(ANALYTICS_WEEKS),
  topCategories: z
    .array(
      z.object({
        slug: categorySlugSchema,
        name: z.string(),
        bookings: z.number().int(),
        revenueCents: z.number().int(),
      }),
    )
    .max(ANALYTICS_TOP_LIMIT),
  topProviders: z
    .array(
      z.object({
        id: z.uuid(),
        businessName: z.string(),
        bookings: z.number().int(),
        revenueCents: z.number().int(),
      }),
    )
    .max(ANALYTICS_TOP_LIMIT),
  /**
   * Families and children in line now for the activity's upcoming sessions, each counted once
   * however many of its sessions they wait for; longest lines first.
   */
  waitingLists: z
    .array(
      z.object({
        activityId: z.uuid(),
        title: z.string(),
        businessName: z.string(),
        families: z.number().int(),
        children: z.number().int(),
      }),
    )
    .max(ANALYTICS_WAITLIST_LIMIT),
  /**
   * Terms and single sessions with a minimum, by the month (UTC) their outcome was recorded: how
   * many ran (the minimum reached, or run anyway) and how many were cancelled for too few places.
   */
  runDecisions: z
    .array(
      z.object({
        month: z.string().regex(/^\d{4}-\d{2}$/),
        ran: z.number().int(),
        cancelled: z.number().int(),
      }),
    )
    .length(ANALYTICS_MONTHS),
})
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>
