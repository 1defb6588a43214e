import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useStaff } from '../api/get-staff'
import { InviteStaffCard } from '../components/staff/invite-staff-card'
import { StaffList } from '../components/staff/staff-list'

/** The owner's Staff page: invite, list, change and remove managers and instructors. */
export function StaffPage() {
  useDocumentTitle('Staff')
  const staff = useStaff()
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title="Staff" subtitle="Managers and instructors who help you run your classes" />
      {staff.isPending && (
        <>
          <LoadingStatus label="Loading your staff..." />
          <Skeleton className="h-64 w-full rounded-xl" />
        </>
      )}
      {staff.isError && (
        <QueryError error={staff.error} what="your staff" onRetry={() => staff.refetch()} />
      )}
      {staff.data && (
        <>
          <InviteStaffCard choices={staff.data.choices} />
          <StaffList staff={staff.data} />
        </>
      )}
    </div>
  )
}
