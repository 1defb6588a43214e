import { Plus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useAddChild } from '@/components/children/api/add-child'
import { useChildren } from '@/components/children/api/get-children'
import { ChildForm } from '@/components/children/child-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { ageLabel } from '@/lib/age'
import { failureMessage } from '@/lib/problem-feedback'
import { cn } from '@/lib/utils'

interface ParticipantsPickerProps {
  selected: string[]
  onChange: (childIds: string[]) => void
  /** Why a child may not come to the chosen session, by child id: they cannot be ticked. */
  reasons: Map<string, string>
}

/** The parent's children to tick, and a form to add one on the spot, who is then ticked. */
export function ParticipantsPicker({ selected, onChange, reasons }: ParticipantsPickerProps) {
  const idPrefix = useId()
  const addButtonId = `${idPrefix}-add`
  const children = useChildren()
  const addChild = useAddChild()
  const [adding, setAdding] = useState(false)
  // Where the keyboard goes once the inline form is gone: the first of these ids that can take it.
  const focusAfterForm = useRef<string[]>([])
  const list = children.data ?? []
  const noChildrenYet = children.isSuccess && list.length === 0
  const showForm = adding || noChildrenYet

  useEffect(() => {
    const wanted = focusAfterForm.current
    if (showForm || wanted.length === 0) return
    focusAfterForm.current = []
    const target = wanted
      .map((id) => document.getElementById(id))
      .find((element) => element && !element.matches(':disabled'))
    target?.focus()
  })

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
        const reason = reasons.get(child.id)
        const reasonId = `${checkboxId}-reason`
        return (
          <div
            key={child.id}
            className={cn(
              'grid gap-1 rounded-lg border transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5',
              reason && 'bg-muted/50 pb-3',
            )}
          >
            <label
              htmlFor={checkboxId}
              className={cn(
                'flex cursor-pointer items-center gap-3 p-3',
                reason && 'cursor-not-allowed pb-0',
              )}
            >
              <Checkbox
                id={checkboxId}
                checked={selected.includes(child.id)}
                disabled={Boolean(reason)}
                aria-describedby={reason ? reasonId : undefined}
                onCheckedChange={(checked) => toggle(child.id, checked === true)}
              />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span className={cn('font-medium text-sm', reason && 'text-muted-foreground')}>
                  {child.firstName} {child.lastName}
                </span>
                <span className="text-muted-foreground text-xs">{ageLabel(child.birthDate)}</span>
              </span>
            </label>
            {reason && (
              <p id={reasonId} className="pr-3 pl-11 text-muted-foreground text-xs">
                {reason}
              </p>
            )}
          </div>
        )
      })}
      {showForm ? (
        <div className="grid gap-3 rounded-lg border border-dashed p-4">
          <p className="font-medium text-sm">
            {noChildrenYet ? 'Add the child who is coming' : 'Add a child'}
          </p>
          <ChildForm
            submitLabel="Save child"
            focusFirstField={adding}
            save={async (input) => {
              const child = await addChild.mutateAsync(input)
              onChange([...selected, child.id])
              focusAfterForm.current = [`${idPrefix}-${child.id}`, addButtonId]
              setAdding(false)
            }}
            onCancel={
              noChildrenYet
                ? undefined
                : () => {
                    focusAfterForm.current = [addButtonId]
                    setAdding(false)
                  }
            }
          />
        </div>
      ) : (
        children.isSuccess && (
          <Button
            id={addButtonId}
            variant="outline"
            className="justify-self-start"
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden="true" />
            Add a child
          </Button>
        )
      )}
    </fieldset>
  )
}
