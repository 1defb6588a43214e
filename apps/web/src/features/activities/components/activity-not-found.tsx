import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/page-container'
import { Button } from '@/components/ui/button'

export function ActivityNotFound() {
  return (
    <PageContainer className="max-w-2xl py-16">
      <EmptyState
        icon={SearchX}
        headingLevel="h1"
        title="Activity Not Found"
        description="The activity you're looking for doesn't exist or has been removed."
        action={
          <Button asChild>
            <Link to="/activities">Back to Activities</Link>
          </Button>
        }
      />
    </PageContainer>
  )
}
