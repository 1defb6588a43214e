import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useAddChild } from '@/components/children/api/add-child'
import { useChildren } from '@/components/children/api/get-children'
import { ChildForm } from '@/components/children/child-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { ageLabel } from '@/lib/age'
import { failureMessage } from '@/lib/problem-feedback'

interface ParticipantsPickerProps {
  selected: string[]
  onChange: (childIds: string[]) => void
}

/** The parent's children to tick, and a form to add one on the spot, who is then ticked. */
export function ParticipantsPicker({ selected, onChange }: ParticipantsPickerProps) {
  const idPrefix = useId()
  const children = useChildren()
  const addChild = useAddChild()
  const [adding, setAdding] = useState(false)
  const list = children.data ?? []
  const noChildrenYet = children.isSuccess && list.length === 0
  const showForm = adding || noChildrenYet

  const toggle = (childId: string, checked: boolean) =>
    onChange(checked ? [...selected, childId] : selected.filter((id) => id !== childId))

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-semibold text-sm">Who is coming?</legend>
      {children.isPending && <Skeleton className="h-12 w-full rounded-lg" />}
      {children.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive text-sm">
          {failureMessage(children.error, 'Failed to load your children. Please try again.')}
          <Button variant="outline" size="sm" onClick={() => void children.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {list.map((child) => {
        const checkboxId = `${idPrefix}-${child.id}`
        return (
          <label
            key={child.id}
            htmlFor={checkboxId}
            className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <Checkbox
              id={checkboxId}
              checked={selected.includes(child.id)}
              onCheckedChange={(checked) => toggle(child.id, checked === true)}
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-sm">
                {child.firstName} {child.lastName}
              </span>
              <span className="text-muted-foreground text-xs">{ageLabel(child.birthDate)}</span>
            </span>
          </label>
        )
      })}
      {showForm ? (
        <div className="grid gap-3 rounded-lg border border-dashed p-4">
          <p className="font-medium text-sm">
            {noChildrenYet ? 'Add the child who is coming' : 'Add a child'}
          </p>
          <ChildForm
            submitLabel="Save child"
            save={async (input) => {
              const child = await addChild.mutateAsync(input)
              onChange([...selected, child.id])
              setAdding(false)
            }}
            onCancel={noChildrenYet ? undefined : () => setAdding(false)}
          />
        </div>
      ) : (
        children.isSuccess && (
          <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add a child
          </Button>
        )
      )}
    </fieldset>
  )
}
