import { Palette, Sparkles, Trees } from 'lucide-react'

/** The provider's banner at 3:1, or a soft brand pattern when it has none. */
export function VendorBanner({ name, bannerUrl }: { name: string; bannerUrl: string | null }) {
  return (
    <div className="aspect-[3/1] overflow-hidden rounded-2xl bg-muted shadow-sm">
      {bannerUrl ? (
        <img src={bannerUrl} alt={`${name} banner`} className="size-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-full items-center justify-center gap-6 bg-linear-to-br from-teal-100 via-amber-50 to-rose-100 text-primary/40 sm:gap-12"
        >
          <Palette className="size-10 sm:size-16" />
          <Sparkles className="size-12 text-warm/60 sm:size-20" />
          <Trees className="size-10 sm:size-16" />
        </div>
      )}
    </div>
  )
}
