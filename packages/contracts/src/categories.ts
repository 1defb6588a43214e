import { z } from 'zod'

/** The topical categories of the catalogue, in display order. Slugs are used in URLs. */
export const CATEGORIES = [
  { name: 'Art & Craft', slug: 'art' },
  { name: 'Music & Dance', slug: 'music' },
  { name: 'Learning', slug: 'learning' },
  { name: 'Sports', slug: 'sports' },
  { name: 'STEM', slug: 'stem' },
  { name: 'Science', slug: 'science' },
  { name: 'Outdoor', slug: 'outdoor' },
  { name: 'Photography', slug: 'photography' },
] as const

export type CategorySlug = (typeof CATEGORIES)[number]['slug']

export const categorySlugSchema = z.enum(
  CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]],
)

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: categorySlugSchema,
})
export type Category = z.infer<typeof categorySchema>
