import { Badge } from '@/components/ui/badge'

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="outline" className="border-emerald-300 bg-emerald-50 text-emerald-900">
      Active
    </Badge>
  ) : (
    <Badge variant="outline" className="bg-muted text-muted-foreground">
      Inactive
    </Badge>
  )
}

/** New activities wait for an admin before families can see them. */
export function ApprovalBadge({ isApproved }: { isApproved: boolean }) {
  return isApproved ? (
    <Badge variant="outline" className="border-sky-300 bg-sky-50 text-sky-900">
      Approved
    </Badge>
  ) : (
    <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-950">
      Pending review
    </Badge>
  )
}
