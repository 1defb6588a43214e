import type { ActivityType, Role } from '@afc/contracts'

// Literal class strings so Tailwind can find them; colours are defined in index.css.

/** Badge colours per activity type: event orange, course blue, class teal. */
export const activityTypeTone: Record<ActivityType, string> = {
  event: 'bg-type-event-soft text-type-event-strong border-type-event/30',
  course: 'bg-type-course-soft text-type-course-strong border-type-course/30',
  class: 'bg-type-class-soft text-type-class-strong border-type-class/30',
}

/** Badge colours per role: customer orange, vendor teal, admin blue. */
export const roleTone: Record<Role, string> = {
  customer: 'bg-role-customer-soft text-role-customer-strong border-role-customer/30',
  vendor: 'bg-role-vendor-soft text-role-vendor-strong border-role-vendor/30',
  admin: 'bg-role-admin-soft text-role-admin-strong border-role-admin/30',
}
