import type { AdminVendorSummary } from '@afc/contracts'
import { Link } from 'react-router'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatDay } from '../../lib/format'
import { VendorStatusBadge } from '../status-badges'
import { VendorActions } from './vendor-actions'

export function VendorsTable({ vendors }: { vendors: AdminVendorSummary[] }) {
  return (
    <div className="rounded-xl border bg-card">
      <Table className="min-w-[52rem]">
        <TableHeader>
          <TableRow>
            <TableHead>Business</TableHead>
            <TableHead>Owner</TableHead>
            <TableHead>Registered</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Activities</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {vendors.map((vendor) => (
            <TableRow key={vendor.id}>
              <TableCell className="font-medium">
                <Link to={`/admin/vendors/${vendor.id}`} className="text-primary hover:underline">
                  {vendor.businessName}
                </Link>
              </TableCell>
              <TableCell className="break-all">{vendor.ownerEmail}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDay(vendor.registeredAt)}</TableCell>
              <TableCell>
                <VendorStatusBadge status={vendor.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{vendor.activityCount}</TableCell>
              <TableCell>
                <VendorActions vendor={vendor} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
