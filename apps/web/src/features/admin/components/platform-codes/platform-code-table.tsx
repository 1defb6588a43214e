import {
  describeCodeDays,
  describeCodeLimits,
  describeCodeOff,
  formatRevenue,
  type PlatformCode,
} from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDeletePlatformCode } from '../../api/delete-platform-code'
import { useSavePlatformCode } from '../../api/save-platform-code'
import { PlatformCodeDialog } from './platform-code-dialog'

/** '3 of 10 used', or '3 used' without a limit. */
const usesWords = (code: PlatformCode) =>
  code.totalUses === null ? `${code.usesTaken} used` : `${code.usesTaken} of ${code.totalUses} used`

/** The code as the request that would store it again, switched on or off. */
const switched = (code: PlatformCode) => ({
  code: code.code,
  off: code.off,
  startsOn: code.startsOn,
  endsOn: code.endsOn,
  totalUses: code.totalUses,
  usesPerFamily: code.usesPerFamily,
  active: !code.active,
})

function CodeActions({ code }: { code: PlatformCode }) {
  const save = useSavePlatformCode()
  const remove = useDeletePlatformCode()
  const toggle = async () => {
    try {
      await save.mutateAsync({ codeId: code.id, input: switched(code) })
      toast.success(code.active ? `${code.code} switched off` : `${code.code} switched on`)
    } catch (error) {
      toast.error(failureMessage(error, 'The code was not changed. Please try again.'))
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <PlatformCodeDialog
        code={code}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Edit ${code.code}`}>
            Edit
          </Button>
        }
      />
      <Button
        variant="outline"
        size="sm"
        disabled={save.isPending}
        aria-label={`${code.active ? 'Switch off' : 'Switch on'} ${code.code}`}
        onClick={toggle}
      >
        {code.active ? 'Switch off' : 'Switch on'}
      </Button>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" aria-label={`Delete ${code.code}`}>
            Delete
          </Button>
        }
        title={`Delete ${code.code}?`}
        description="Families will no longer be able to use it. A code families have used stays with their bookings: switch it off instead."
        confirmLabel="Delete code"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync(code.id)}
      />
    </div>
  )
}

/** The platform's codes: what each takes off, its limits, uses and cost so far. */
export function PlatformCodeTable({ codes }: { codes: PlatformCode[] }) {
  const columns: TableColumn<PlatformCode>[] = [
    { header: 'Code', cell: (code) => <span className="font-medium font-mono">{code.code}</span> },
    { header: 'Takes off', cell: describeCodeOff },
    {
      header: 'Days and limits',
      cell: (code) => (
        <>
          <span className="block">{describeCodeDays(code) || 'Any day'}</span>
          <span className="block text-muted-foreground text-xs">{describeCodeLimits(code)}</span>
        </>
      ),
    },
    { header: 'Uses', className: 'whitespace-nowrap', cell: usesWords },
    {
      header: 'Cost so far',
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (code) => formatRevenue(code.costCents),
    },
    {
      header: 'Status',
      cell: (code) => (
        <Badge variant={code.active ? 'default' : 'secondary'}>
          {code.active ? 'Active' : 'Off'}
        </Badge>
      ),
    },
    { header: 'Actions', wide: true, cell: (code) => <CodeActions code={code} /> },
  ]
  return (
    <ResponsiveTable
      label="Platform codes"
      rows={codes}
      columns={columns}
      rowKey={(code) => code.id}
      minWidth="min-w-[52rem]"
    />
  )
}
