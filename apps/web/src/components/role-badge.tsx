import type { Role } from '@afc/contracts'
import { roleTone } from '@/lib/tones'
import { cn } from '@/lib/utils'
import { Badge } from './ui/badge'

export const roleLabels: Record<Role, string> = {
  customer: 'Customer',
  vendor: 'Vendor',
  admin: 'Admin',
}

/** A role's name in its colour: customer orange, vendor teal, admin blue. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant="outline" className={cn(roleTone[role], className)}>
      {roleLabels[role]}
    </Badge>
  )
}
