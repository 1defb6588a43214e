import {
  describeCodeDays,
  describeCodeLimits,
  describeCodeOff,
  describeCodeUses,
  describePricingScope,
  type PromoCode,
} from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Badge } from '@/components/ui/badge'
import { type ActivityChoice, titlesById } from './activity-choice'
import { PromoCodeActions } from './promo-code-actions'

interface PromoCodeTableProps {
  codes: readonly PromoCode[]
  activities: readonly ActivityChoice[]
  onDeleted: () => void
}

/** The codes as a table, or as cards on a phone: what each takes off, its limits and uses. */
export function PromoCodeTable({ codes, activities, onDeleted }: PromoCodeTableProps) {
  const titles = titlesById(activities)
  const columns: TableColumn<PromoCode>[] = [
    { header: 'Code', cell: (code) => <span className="font-mono font-medium">{code.code}</span> },
    { header: 'Takes off', cell: describeCodeOff },
    {
      header: 'Limits',
      cell: (code) =>
        [
          describePricingScope(code.activityIds, titles),
          describeCodeDays(code),
          describeCodeLimits(code),
        ]
          .filter(Boolean)
          .join(' · '),
      className: 'whitespace-normal',
    },
    { header: 'Uses', cell: (code) => describeCodeUses(code, code.usesTaken) },
    {
      header: 'Status',
      cell: (code) => (
        <Badge variant={code.active ? 'default' : 'secondary'}>
          {code.active ? 'Active' : 'Off'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (code) => (
        <PromoCodeActions code={code} activities={activities} onDeleted={onDeleted} />
      ),
      wide: true,
    },
  ]
  return (
    <ResponsiveTable
      rows={codes}
      columns={columns}
      rowKey={(code) => code.id}
      label="Promo codes"
      minWidth="min-w-[48rem]"
    />
  )
}
