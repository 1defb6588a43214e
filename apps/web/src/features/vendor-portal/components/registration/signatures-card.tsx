import type { Signature } from '@afc/contracts'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage } from '@/lib/problem-feedback'
import { signedWaiverUrl, useActivitySignatures } from '../../api/get-activity-signatures'

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )

const columns: TableColumn<Signature>[] = [
  {
    header: 'Child',
    cell: (signature) => <span className="font-medium">{signature.childName}</span>,
  },
  { header: 'Signed by', cell: (signature) => signature.signedName },
  { header: 'Version', cell: (signature) => signature.version },
  { header: 'Signed at', cell: (signature) => dateTime(signature.signedAt) },
  {
    header: 'PDF',
    cell: (signature) => (
      <Button asChild variant="outline" size="sm">
        <a href={signedWaiverUrl(signature.id)} download>
          <Download aria-hidden="true" />
          Download<span className="sr-only"> the waiver {signature.childName}'s parent signed</span>
        </a>
      </Button>
    ),
  },
]

/** The activity's signed waivers, newest first, each downloadable as a PDF. */
export function SignaturesCard({ activityId }: { activityId: string }) {
  const [page, setPage] = useState(1)
  const signatures = useActivitySignatures(activityId, page)
  const data = signatures.data
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signatures</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {signatures.isError && (
          <p role="alert" className="text-destructive text-sm">
            {failureMessage(signatures.error, 'Could not load the signatures. Please try again.')}
          </p>
        )}
        {data?.items.length === 0 && (
          <p className="text-muted-foreground text-sm">No waiver has been signed yet.</p>
        )}
        {data && data.items.length > 0 && (
          <ResponsiveTable
            rows={data.items}
            columns={columns}
            rowKey={(row) => row.id}
            label="Signatures"
          />
        )}
        {data && data.pageCount > 1 && (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= data.pageCount}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
