import { Plus, Users } from 'lucide-react'
import { useChildren } from '@/components/children/api/get-children'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ChildCard } from '../components/children/child-card'
import { ChildDialog } from '../components/children/child-dialog'

const addButton = (label: string) => (
  <Button>
    <Plus aria-hidden="true" />
    {label}
  </Button>
)

export function ChildrenPage() {
  useDocumentTitle('Child Profiles')
  const children = useChildren()
  const hasChildren = (children.data?.length ?? 0) > 0

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="Child Profiles"
        subtitle="Add your children once, then book for them in a tap."
        actions={hasChildren && <ChildDialog trigger={addButton('Add child')} />}
      />
      {children.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your children...
          </span>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-40 rounded-2xl" />
          ))}
        </div>
      )}
      {children.isError && (
        <QueryError
          error={children.error}
          what="your children"
          fallback="Failed to load your children. Please try again."
          onRetry={() => void children.refetch()}
        />
      )}
      {children.isSuccess && !hasChildren && (
        <EmptyState
          icon={Users}
          title="No child profiles yet"
          description="Add your first child to book activities for them. Their age is worked out from the date of birth and checked against each activity."
          action={<ChildDialog trigger={addButton('Add your first child')} />}
        />
      )}
      {hasChildren && (
        <ul aria-label="Your children" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children.data?.map((child) => (
            <ChildCard key={child.id} child={child} />
          ))}
        </ul>
      )}
    </PageContainer>
  )
}
