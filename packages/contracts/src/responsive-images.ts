/**
 * Every photo the server stores for the catalogue (activity thumbnails, provider banners) also
 * exists at these widths, each one narrower than the original. The original's name carries its
 * own width (`banner-<id>.w1500.webp`) and each narrower copy sits beside it under the same name
 * with its width (`banner-<id>.w400.webp`), so the one URL in the API is enough to find them all.
 * A URL without that mark (uploaded before, or typed in) has no other widths.
 */
export const RESPONSIVE_WIDTHS = [400, 800, 1200] as const

const WIDTH_MARK = /\.w([1-9]\d{0,4})\.webp$/

/** The key or URL of one width of a stored image, from the key or URL of any of its widths. */
export function imageAtWidth(urlOrKey: string, width: number): string {
  return urlOrKey.replace(WIDTH_MARK, `.w${width}.webp`)
}

/** The widths an image exists at, narrowest first; empty when only its own URL is known. */
export function imageWidths(url: string): number[] {
  const match = WIDTH_MARK.exec(url)
  if (!match) return []
  const original = Number(match[1])
  return [...RESPONSIVE_WIDTHS.filter((width) => width < original), original]
}

/** The `srcset` of an image, or undefined when its URL is the only one known. */
export function imageSrcSet(url: string): string | undefined {
  const widths = imageWidths(url)
  if (widths.length < 2) return undefined
  return widths.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ')
}
