import { CATEGORIES, type CategorySlug } from '@afc/contracts'
import { useId } from 'react'
import { categoryVisuals } from '@/components/category-visuals'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

interface CategoryFilterProps {
  selected: CategorySlug[]
  onChange: (categories: CategorySlug[]) => void
}

/** A checkbox per category; an activity matches when it has any of the ticked ones. */
export function CategoryFilter({ selected, onChange }: CategoryFilterProps) {
  const idPrefix = useId()

  function toggle(slug: CategorySlug, checked: boolean) {
    onChange(checked ? [...selected, slug] : selected.filter((chosen) => chosen !== slug))
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-semibold text-sm">Categories</legend>
      <ul className="grid gap-1">
        {CATEGORIES.map((category) => {
          const id = `${idPrefix}-${category.slug}`
          const { icon: Icon } = categoryVisuals[category.slug]
          return (
            <li key={category.slug} className="flex items-center gap-3 rounded-md py-1">
              <Checkbox
                id={id}
                className="size-6"
                checked={selected.includes(category.slug)}
                onCheckedChange={(checked) => toggle(category.slug, checked === true)}
              />
              <Label htmlFor={id} className="flex-1 cursor-pointer font-normal">
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {category.name}
              </Label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
