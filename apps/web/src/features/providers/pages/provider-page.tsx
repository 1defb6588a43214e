import { useParams } from 'react-router'
import { ErrorFallback } from '@/components/error-fallback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { isVendorMissing, useVendor } from '../api/get-vendor'
import { VendorNotFound } from '../components/vendor-not-found'
import { VendorPageSkeleton } from '../components/vendor-page-skeleton'
import { VendorProfile } from '../components/vendor-profile'

export function ProviderPage() {
  const { id = '' } = useParams()
  const vendor = useVendor(id)
  const missing = vendor.isError && isVendorMissing(vendor.error)
  useDocumentTitle(vendor.data?.businessName ?? (missing ? 'Provider Not Found' : 'Provider'))

  if (vendor.data) return <VendorProfile vendor={vendor.data} />
  if (missing) return <VendorNotFound />
  if (vendor.isError) {
    return <ErrorFallback message={vendor.error.message} onReset={() => void vendor.refetch()} />
  }
  return <VendorPageSkeleton />
}
