import { z } from 'zod'
import { EXTRA_PRICE_UNITS } from './constants.ts'
import { dollarsField, optionalPlacesField } from './term-form.ts'
import { termExtraInputSchema } from './vendor-terms.ts'

/** The provider's extra form: price in dollars, places left empty for no limit. */
export const termExtraFormSchema = z
  .object({
    name: termExtraInputSchema.shape.name,
    price: dollarsField,
    pricePer: z.enum(EXTRA_PRICE_UNITS, { error: 'Choose per session or per booking' }),
    places: optionalPlacesField,
  })
  .transform(
    (form): z.input<typeof termExtraInputSchema> => ({
      name: form.name,
      priceCents: form.price,
      pricePer: form.pricePer,
      places: form.places,
    }),
  )
export type TermExtraFormInput = z.input<typeof termExtraFormSchema>
