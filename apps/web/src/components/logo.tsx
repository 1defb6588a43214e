import { cn } from '@/lib/utils'

/** The product mark: two children under a sun and a moon, in the brand colours. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="16" fill="#0f766e" />
      <circle cx="22" cy="24" r="7" fill="#fbbf24" />
      <circle cx="42" cy="24" r="7" fill="#fb923c" />
      <path
        d="M12 50c0-8 4.5-13 10-13s10 5 10 13M32 50c0-8 4.5-13 10-13s10 5 10 13"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('font-bold font-display text-lg leading-tight', className)}>
      Activities for Children
    </span>
  )
}
