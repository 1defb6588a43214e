import { cn } from '@/lib/utils'

interface ProviderLogoProps {
  name: string
  logoUrl: string | null
  className?: string
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

/** A provider's logo, or its initials on the brand colour when it has none. */
export function ProviderLogo({ name, logoUrl, className }: ProviderLogoProps) {
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`${name} logo`}
        className={cn('size-14 shrink-0 rounded-xl border bg-card object-cover', className)}
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      className={cn(
        'flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary font-bold text-lg text-primary-foreground',
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
