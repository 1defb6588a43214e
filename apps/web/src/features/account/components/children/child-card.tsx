import type { Child } from '@afc/contracts'
import { NotebookPen, Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ageLabel } from '@/lib/age'
import { ChildDialog } from './child-dialog'
import { DeleteChildButton } from './delete-child-button'
import { RecordSummary } from './record-summary'

const birthDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'March 14, 2019': a date of birth is a calendar date, read the same in every time zone. */
function birthDateLabel(birthDate: string): string {
  return birthDateFormat.format(new Date(`${birthDate}T00:00:00Z`))
}

export function ChildCard({ child }: { child: Child }) {
  const name = `${child.firstName} ${child.lastName}`
  return (
    <li className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground text-lg"
        >
          {child.firstName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-lg">{name}</h2>
          <p className="text-muted-foreground text-sm">
            {ageLabel(child.birthDate)} · Born {birthDateLabel(child.birthDate)}
          </p>
        </div>
      </div>
      {child.notes && (
        <p className="flex items-start gap-2 rounded-lg bg-muted/60 p-3 text-sm">
          <NotebookPen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="sr-only">Notes: </span>
            {child.notes}
          </span>
        </p>
      )}
      <RecordSummary child={child} />
      <div className="mt-auto flex justify-end gap-1 border-t pt-3">
        <ChildDialog
          child={child}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Edit ${name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <DeleteChildButton child={child} />
      </div>
    </li>
  )
}
