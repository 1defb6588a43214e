import type { Role } from '@afc/contracts'
import { type LucideIcon, Shield, Store, UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { roleTone } from '@/lib/tones'
import { cn } from '@/lib/utils'

const roleChoices: { role: Role; label: string; icon: LucideIcon }[] = [
  { role: 'customer', label: 'Customer', icon: UserRound },
  { role: 'vendor', label: 'Vendor', icon: Store },
  { role: 'admin', label: 'Admin', icon: Shield },
]

// The chosen button keeps its role colour under the pointer too (literal for Tailwind).
const chosenHover: Record<Role, string> = {
  customer: 'hover:bg-role-customer-soft',
  vendor: 'hover:bg-role-vendor-soft',
  admin: 'hover:bg-role-admin-soft',
}

interface RolePickerProps {
  value: Role
  onChange: (role: Role) => void
}

/** Toggle buttons for the role to sign in or sign up as; the chosen one shows its role colour. */
export function RolePicker({ value, onChange }: RolePickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Account type</legend>
      <div className="grid grid-cols-3 gap-2">
        {roleChoices.map(({ role, label, icon: Icon }) => (
          <Button
            key={role}
            type="button"
            variant="outline"
            aria-pressed={value === role}
            onClick={() => onChange(role)}
            className={cn(
              'px-2 aria-pressed:border-current',
              value === role && [roleTone[role], chosenHover[role]],
            )}
          >
            {/* Three labels and icons do not fit side by side on a phone; the labels stay. */}
            <Icon aria-hidden="true" className="hidden sm:block" />
            {label}
          </Button>
        ))}
      </div>
    </fieldset>
  )
}
