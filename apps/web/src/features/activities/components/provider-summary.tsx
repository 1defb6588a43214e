import type { ActivityDetail } from '@afc/contracts'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { ProviderLogo } from '@/components/provider-logo'
import { Button } from '@/components/ui/button'

/** The Provider tab: who runs the activity, and the way to everything else they offer. */
export function ProviderSummary({ vendor }: { vendor: ActivityDetail['vendor'] }) {
  return (
    <div className="space-y-4 rounded-xl border bg-card p-5">
      <div className="flex items-center gap-4">
        <ProviderLogo name={vendor.businessName} logoUrl={vendor.logoUrl} className="size-16" />
        <h3 className="font-semibold text-xl">{vendor.businessName}</h3>
      </div>
      <p className="whitespace-pre-line text-muted-foreground leading-relaxed">
        {vendor.description || 'This provider has not written about themselves yet.'}
      </p>
      <Button variant="outline" asChild>
        <Link to={`/vendors/${vendor.id}`}>
          View All Activities from This Provider
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  )
}
