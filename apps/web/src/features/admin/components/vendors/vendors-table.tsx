import type { AdminVendorSummary } from '@afc/contracts'
import { Link } from 'react-router'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { formatDay } from '../../lib/format'
import { VendorStatusBadge } from '../status-badges'
import { VendorActions } from './vendor-actions'

const columns: TableColumn<AdminVendorSummary>[] = [
  {
    header: 'Business',
    className: 'font-medium',
    cell: (vendor) => (
      <Link to={`/admin/vendors/${vendor.id}`} className="text-primary hover:underline">
        {vendor.businessName}
      </Link>
    ),
  },
  { header: 'Owner', className: 'break-all', cell: (vendor) => vendor.ownerEmail },
  {
    header: 'Registered',
    className: 'whitespace-nowrap',
    cell: (vendor) => formatDay(vendor.registeredAt),
  },
  { header: 'Status', cell: (vendor) => <VendorStatusBadge status={vendor.status} /> },
  {
    header: 'Activities',
    className: 'text-right tabular-nums',
    cell: (vendor) => vendor.activityCount,
  },
  { header: 'Actions', wide: true, cell: (vendor) => <VendorActions vendor={vendor} /> },
]

export function VendorsTable({ vendors }: { vendors: AdminVendorSummary[] }) {
  return (
    <ResponsiveTable
      label="Providers"
      rows={vendors}
      columns={columns}
      rowKey={(vendor) => vendor.id}
      minWidth="min-w-[52rem]"
    />
  )
}
