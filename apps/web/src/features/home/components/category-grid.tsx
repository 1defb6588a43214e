import { CATEGORIES } from '@afc/contracts'
import { Link } from 'react-router'
import { categoryVisuals } from '@/components/category-visuals'
import { cn } from '@/lib/utils'
import { SectionHeading } from './section-heading'

export function CategoryGrid() {
  return (
    <section
      aria-labelledby="categories-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="categories-title"
        title="Browse by Category"
        subtitle="From first brushstrokes to robotics, find what sparks your child's curiosity."
      />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {CATEGORIES.map((category) => {
          const { icon: Icon, tone } = categoryVisuals[category.slug]
          return (
            <li key={category.slug}>
              <Link
                to={`/activities?category=${category.slug}`}
                className="flex h-full flex-col items-center gap-3 rounded-xl border bg-card p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className={cn('flex size-14 items-center justify-center rounded-2xl', tone)}>
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <span className="font-semibold">{category.name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
