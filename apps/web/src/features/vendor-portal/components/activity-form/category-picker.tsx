import type { CategorySlug } from '@afc/contracts'
import { CheckIcon, ChevronDownIcon } from 'lucide-react'
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui'
import { FieldShell } from '@/components/field-shell'
import { DropdownMenuContent } from '@/components/ui/dropdown-menu'
import { useCategories } from '../../api/get-categories'

/** The schema's limit: an activity shows up under at most three categories. */
const MAX_CATEGORIES = 3

interface CategoryPickerProps {
  value: CategorySlug[]
  onChange: (value: CategorySlug[]) => void
  error?: string
}

/** A dropdown of the topical categories where up to three can be ticked. */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const categories = useCategories()
  const chosen = new Set(value)
  const names = categories.data
    ?.filter((category) => chosen.has(category.slug))
    .map((category) => category.name)
  const toggle = (slug: CategorySlug, checked: boolean) =>
    onChange(checked ? [...value, slug] : value.filter((each) => each !== slug))

  let summary = 'Select a category'
  if (categories.isPending) summary = 'Loading categories...'
  else if (categories.isError) summary = 'Categories could not be loaded'
  else if (names?.length) summary = names.join(', ')

  return (
    <FieldShell
      label="Category"
      hint={`Choose up to ${MAX_CATEGORIES}, so families find it when they browse`}
      error={error}
    >
      {(control) => (
        <DropdownMenuPrimitive.Root modal={false}>
          <DropdownMenuPrimitive.Trigger
            {...control}
            disabled={!categories.data}
            className="flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-base shadow-xs disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive md:text-sm"
          >
            <span className={names?.length ? 'truncate' : 'truncate text-muted-foreground'}>
              {summary}
            </span>
            <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
          </DropdownMenuPrimitive.Trigger>
          <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width)">
            {categories.data?.map((category) => {
              const checked = chosen.has(category.slug)
              return (
                <DropdownMenuPrimitive.CheckboxItem
                  key={category.slug}
                  checked={checked}
                  disabled={!checked && chosen.size >= MAX_CATEGORIES}
                  // Stays open so several categories can be ticked in one go.
                  onSelect={(event) => event.preventDefault()}
                  onCheckedChange={(next) => toggle(category.slug, next === true)}
                  className="relative flex cursor-default select-none items-center rounded-sm py-2 pr-2 pl-8 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-50"
                >
                  <span className="absolute left-2 flex size-4 items-center justify-center">
                    <DropdownMenuPrimitive.ItemIndicator>
                      <CheckIcon className="size-4" aria-hidden="true" />
                    </DropdownMenuPrimitive.ItemIndicator>
                  </span>
                  {category.name}
                </DropdownMenuPrimitive.CheckboxItem>
              )
            })}
          </DropdownMenuContent>
        </DropdownMenuPrimitive.Root>
      )}
    </FieldShell>
  )
}
