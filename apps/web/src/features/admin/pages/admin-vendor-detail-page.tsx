import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { ProviderLogo } from '@/components/provider-logo'
import { QueryError } from '@/components/query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-error'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminVendor } from '../api/get-admin-vendor'
import { VendorStatusBadge } from '../components/status-badges'
import { VendorActions } from '../components/vendors/vendor-actions'
import { VendorActivitiesCard } from '../components/vendors/vendor-activities-card'
import {
  VendorFigures,
  VendorLocationsCard,
  VendorProfileCard,
} from '../components/vendors/vendor-detail-cards'

const REASON_TITLES = { rejected: 'Rejected', suspended: 'Suspended' } as const

export function AdminVendorDetailPage() {
  const { id = '' } = useParams()
  const vendor = useAdminVendor(id)
  useDocumentTitle(vendor.data ? `${vendor.data.businessName} · Vendors` : 'Vendor')

  return (
    <div className="space-y-6">
      <Link
        to="/admin/vendors"
        className="inline-flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All vendors
      </Link>
      {vendor.isPending && (
        <>
          <LoadingStatus label="Loading the vendor..." />
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </>
      )}
      {vendor.isError &&
        (isApiError(vendor.error) && vendor.error.status === 404 ? (
          <h1 className="font-bold text-2xl">Vendor not found</h1>
        ) : (
          <QueryError error={vendor.error} what="the vendor" onRetry={vendor.refetch} />
        ))}
      {vendor.data && (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-4">
              <ProviderLogo name={vendor.data.businessName} logoUrl={vendor.data.logoUrl} />
              <div className="grid gap-1">
                <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
                  {vendor.data.businessName}
                </h1>
                <VendorStatusBadge status={vendor.data.status} />
              </div>
            </div>
            <VendorActions vendor={vendor.data} />
          </div>
          {vendor.data.statusReason &&
            (vendor.data.status === 'rejected' || vendor.data.status === 'suspended') && (
              <ErrorAlert title={REASON_TITLES[vendor.data.status]}>
                {vendor.data.statusReason}
              </ErrorAlert>
            )}
          <VendorFigures vendor={vendor.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <VendorProfileCard vendor={vendor.data} />
            <VendorLocationsCard vendor={vendor.data} />
          </div>
          <VendorActivitiesCard vendor={vendor.data} />
        </>
      )}
    </div>
  )
}
