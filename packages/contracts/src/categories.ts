import { z } from 'zod'
import { CATEGORIES, type CategorySlug } from './constants.ts'

export const categorySlugSchema = z.enum(
  CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]],
)

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: categorySlugSchema,
})
export type Category = z.infer<typeof categorySchema>
