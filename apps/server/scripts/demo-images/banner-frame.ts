import type { BrandImage } from './logos.ts'
import { linearGradient, svgDocument } from './svg.ts'

export const W = 1500
export const H = 500

/** A provider's page banner: a gradient sky and the scene drawn on it. */
export function banner(
  name: string,
  colors: readonly string[],
  body: string,
  direction: 'diagonal' | 'vertical' = 'diagonal',
): BrandImage {
  const sky = `<rect width="${W}" height="${H}" fill="url(#banner-${name})"/>`
  return {
    name,
    svg: svgDocument(W, H, sky + body, linearGradient(`banner-${name}`, colors, direction)),
  }
}
