import { imageSrcSet } from '@afc/contracts'
import { Palette, Sparkles, Trees } from 'lucide-react'

/** The banner's frame: the whole page column (max-w-6xl less its padding). */
const BANNER_SIZES =
  '(min-width: 1152px) 1088px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'

/** The provider's banner at 3:1, or a soft brand pattern when it has none. */
export function VendorBanner({ name, bannerUrl }: { name: string; bannerUrl: string | null }) {
  const srcSet = bannerUrl ? imageSrcSet(bannerUrl) : undefined
  return (
    <div className="aspect-[3/1] overflow-hidden rounded-2xl bg-muted shadow-sm">
      {bannerUrl ? (
        // Stored at 1500×500; the attributes hold the 3:1 box before the file arrives. The top
        // of the provider's page: fetched at once.
        <img
          src={bannerUrl}
          srcSet={srcSet}
          sizes={srcSet && BANNER_SIZES}
          alt={`${name} banner`}
          width={1500}
          height={500}
          fetchPriority="high"
          className="size-full object-cover"
        />
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
