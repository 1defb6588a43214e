import { type AdminChild, adminChildSearchQuerySchema } from '@afc/contracts'
import { Baby } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { ageLabel } from '@/lib/age'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminChildren } from '../api/get-admin-children'
import { ChildRecordOpener } from '../components/children/child-record-opener'
import { SearchBox } from '../components/search-box'
import { TableSkeleton } from '../components/table-skeleton'

/**
 * Support's way to a child's medical record: find the child by a booking's id or the parent's
 * email, give a reason, read the record. The parent sees the opening and the reason.
 */
export function AdminChildRecordsPage() {
  useDocumentTitle("Children's records")
  const [params, setParams] = useSearchParams()
  const typed = params.get('q') ?? ''
  const checked = adminChildSearchQuerySchema.safeParse({ q: typed })
  const q = checked.success ? checked.data.q : ''
  const found = useAdminChildren(q)
  const [chosen, setChosen] = useState<AdminChild | null>(null)

  const search = (text: string) => {
    setChosen(null)
    setParams(text.trim() ? { q: text.trim() } : {}, { replace: true })
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Children's records"
        subtitle="Read a child's medical record with a reason: the parent sees each opening and why."
      />
      <SearchBox
        label="Find a child"
        placeholder="Booking id or parent's email"
        value={typed}
        onSearch={search}
      />
      {typed !== '' && !checked.success && (
        <p className="text-muted-foreground text-sm">{checked.error.issues[0]?.message}</p>
      )}
      {q !== '' && found.isPending && <TableSkeleton label="Finding children..." />}
      {found.isError && (
        <QueryError error={found.error} what="the children" onRetry={found.refetch} />
      )}
      {found.data?.items.length === 0 && (
        <EmptyState
          icon={Baby}
          title="No children found"
          description="Check the booking id, or type the parent's email exactly."
        />
      )}
      {found.data && found.data.items.length > 0 && (
        <ul aria-label="Children found" className="grid gap-2">
          {found.data.items.map((child) => (
            <li
              key={child.id}
              className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid gap-0.5">
                <p className="font-medium">
                  {child.firstName} {child.lastName}
                </p>
                <p className="break-all text-muted-foreground text-sm">
                  {ageLabel(child.birthDate)} · {child.parentEmail}
                </p>
              </div>
              <Button
                variant={chosen?.id === child.id ? 'default' : 'outline'}
                aria-pressed={chosen?.id === child.id}
                aria-label={`Open ${child.firstName} ${child.lastName}'s record`}
                onClick={() => setChosen(child)}
              >
                Open record
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen && <ChildRecordOpener key={chosen.id} child={chosen} />}
    </div>
  )
}
