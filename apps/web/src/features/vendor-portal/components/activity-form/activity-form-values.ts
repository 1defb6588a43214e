import type { ActivityFormInput, VendorActivityDetail } from '@afc/contracts'

/** Every field the form and the server's validation errors can name. */
export const ACTIVITY_FORM_FIELDS = [
  'title',
  'type',
  'categories',
  'minAge',
  'maxAge',
  'capacity',
  'durationMinutes',
  'price',
  'locationId',
  'shortDescription',
  'description',
  'whatToBring',
  'thumbnailUrl',
] as const satisfies readonly (keyof ActivityFormInput)[]

/** A new activity: a class, free until priced, with no limits set. */
export const NEW_ACTIVITY_FORM: ActivityFormInput = {
  title: '',
  type: 'class',
  categories: [],
  minAge: '',
  maxAge: '',
  capacity: '',
  durationMinutes: '',
  price: '0',
  locationId: '',
  shortDescription: '',
  description: '',
  whatToBring: '',
  thumbnailUrl: '',
}

/** An existing activity as the form shows it: empty inputs where nothing is set. */
export function activityToForm(activity: VendorActivityDetail): ActivityFormInput {
  return {
    title: activity.title,
    type: activity.type,
    categories: activity.categories.map((category) => category.slug),
    minAge: activity.minAge ?? '',
    maxAge: activity.maxAge ?? '',
    capacity: activity.capacity ?? '',
    durationMinutes: activity.durationMinutes ?? '',
    price: (activity.priceCents / 100).toFixed(2),
    locationId: activity.location?.id ?? '',
    shortDescription: activity.shortDescription ?? '',
    description: activity.description,
    whatToBring: activity.whatToBring ?? '',
    thumbnailUrl: activity.thumbnailUrl ?? '',
  }
}
