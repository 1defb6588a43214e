import type { VendorWaitlistEntry } from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Badge } from '@/components/ui/badge'
import { venueMoment, waitlistStatusLabel } from './waitlist-status'

function columnsFor(timeZone: string, inLine: boolean): TableColumn<VendorWaitlistEntry>[] {
  const family: TableColumn<VendorWaitlistEntry>[] = [
    { header: 'Family', cell: (entry) => <span className="font-medium">{entry.parentName}</span> },
    {
      header: 'Children',
      cell: (entry) => (
        <ul className="grid gap-0.5">
          {entry.children.map((child) => (
            <li key={`${child.firstName} ${child.lastName}`}>
              {child.firstName} {child.lastName}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Joined',
      className: 'whitespace-nowrap',
      cell: (entry) => venueMoment(entry.joinedAt, timeZone),
    },
    {
      header: 'Status',
      cell: (entry) =>
        entry.status === 'offered' ? (
          // The badge catches the eye; the offer's end sits under it, so the column stays narrow.
          <span className="grid justify-items-start gap-1">
            <Badge>Offered</Badge>
            {entry.offerExpiresAt && (
              <span className="text-muted-foreground text-xs">
                {' '}
                until {venueMoment(entry.offerExpiresAt, timeZone)}
              </span>
            )}
          </span>
        ) : (
          waitlistStatusLabel(entry, timeZone)
        ),
    },
  ]
  if (!inLine) return family
  return [
    { header: 'Place', className: 'tabular-nums', cell: (entry) => `#${entry.position}` },
    ...family,
  ]
}

/** Families in a session's line (with their place in it), or recently out of it. */
export function WaitlistTable({
  entries,
  timeZone,
  inLine,
  label,
}: {
  entries: VendorWaitlistEntry[]
  timeZone: string
  inLine: boolean
  label: string
}) {
  return (
    <ResponsiveTable
      label={label}
      rows={entries}
      columns={columnsFor(timeZone, inLine)}
      rowKey={(entry) => entry.id}
    />
  )
}
