import type { Account } from '@afc/contracts'

/** The user's photo, or their initials on a coloured disc when they have none. */
export function UserAvatar({ profile }: { profile: Account['profile'] | null }) {
  if (profile?.avatarUrl) {
    return <img src={profile.avatarUrl} alt="" className="size-8 rounded-full object-cover" />
  }
  const initials = `${profile?.firstName.charAt(0) ?? ''}${profile?.lastName.charAt(0) ?? ''}`
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground text-xs uppercase"
    >
      {initials || '?'}
    </span>
  )
}
