import type { PublicVendor } from '@afc/contracts'
import { PageContainer } from '@/components/page-container'
import { ProviderLogo } from '@/components/provider-logo'
import { Badge } from '@/components/ui/badge'
import { VendorActivities } from './vendor-activities'
import { VendorBanner } from './vendor-banner'
import { VendorLocation } from './vendor-location'

export function VendorProfile({ vendor }: { vendor: PublicVendor }) {
  return (
    <PageContainer className="space-y-10 pt-6">
      <div>
        <VendorBanner name={vendor.businessName} bannerUrl={vendor.bannerUrl} />
        <div className="flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:px-6">
          <ProviderLogo
            name={vendor.businessName}
            logoUrl={vendor.logoUrl}
            className="-mt-10 size-20 rounded-2xl border-4 border-background shadow-md sm:-mt-14 sm:size-28 sm:text-3xl"
          />
          <div className="min-w-0 space-y-2 pb-1 sm:pt-4">
            <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{vendor.businessName}</h1>
            {vendor.categories.length > 0 && (
              <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
                {vendor.categories.map((category) => (
                  <li key={category.slug}>
                    <Badge variant="secondary">{category.name}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="vendor-about-title" className="space-y-3">
          <h2 id="vendor-about-title" className="font-bold text-2xl tracking-tight">
            About
          </h2>
          <p className="max-w-prose whitespace-pre-line text-lg leading-relaxed">
            {vendor.description || `${vendor.businessName} has not written an introduction yet.`}
          </p>
        </section>
        <VendorLocation location={vendor.primaryLocation} />
      </div>
      <VendorActivities vendorName={vendor.businessName} activities={vendor.activities} />
    </PageContainer>
  )
}
