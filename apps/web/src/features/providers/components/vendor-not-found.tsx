import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { PageContainer } from '@/components/page-container'
import { Button } from '@/components/ui/button'

export function VendorNotFound() {
  return (
    <PageContainer className="max-w-2xl py-16">
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-destructive/30 bg-destructive/5 p-6 sm:flex-row"
      >
        <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
        <div className="space-y-3">
          <h1 className="font-bold text-2xl">Provider Not Found</h1>
          <p>We couldn't find this vendor. They may have been removed or the URL is incorrect.</p>
          <Button asChild>
            <Link to="/activities">Browse All Activities</Link>
          </Button>
        </div>
      </div>
    </PageContainer>
  )
}
