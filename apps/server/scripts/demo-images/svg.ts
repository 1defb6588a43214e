/** Small helpers for writing the demo illustrations as SVG strings. */

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  )
}

/** A gradient from the top-left corner to the bottom-right one (or top to bottom). */
export function linearGradient(
  id: string,
  colors: readonly string[],
  direction: 'diagonal' | 'vertical' = 'diagonal',
): string {
  const end = direction === 'diagonal' ? 'x2="1" y2="1"' : 'x2="0" y2="1"'
  const stops = colors
    .map(
      (color, i) => `<stop offset="${i / Math.max(1, colors.length - 1)}" stop-color="${color}"/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${stops}</linearGradient>`
}

export function radialGradient(id: string, inner: string, outer: string): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/>` +
    `<stop offset="1" stop-color="${outer}"/></radialGradient>`
  )
}

/** Deterministic pseudo-random numbers (mulberry32), so regenerating gives identical files. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A four-pointed twinkle centred on (x, y). */
export function sparkle(x: number, y: number, size: number, color: string, opacity = 1): string {
  const s = size
  const w = size * 0.22
  return (
    `<path d="M ${x} ${y - s} Q ${x + w} ${y - w} ${x + s} ${y} Q ${x + w} ${y + w} ${x} ${y + s} ` +
    `Q ${x - w} ${y + w} ${x - s} ${y} Q ${x - w} ${y - w} ${x} ${y - s} Z" fill="${color}" ` +
    `opacity="${opacity}"/>`
  )
}

/** Soft round confetti scattered over an area, for texture behind an illustration. */
export function confetti(options: {
  seed: number
  count: number
  width: number
  height: number
  colors: readonly string[]
  radius: [number, number]
  opacity?: number
}): string {
  const random = seededRandom(options.seed)
  const [minRadius, maxRadius] = options.radius
  let out = ''
  for (let i = 0; i < options.count; i++) {
    const color = options.colors[Math.floor(random() * options.colors.length)] ?? '#fff'
    const r = minRadius + random() * (maxRadius - minRadius)
    const x = (random() * options.width).toFixed(1)
    const y = (random() * options.height).toFixed(1)
    out += `<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="${color}" opacity="${options.opacity ?? 0.35}"/>`
  }
  return out
}

/** Twinkles scattered over an area. */
export function sparkles(options: {
  seed: number
  count: number
  width: number
  height: number
  color: string
  size: [number, number]
  opacity?: number
}): string {
  const random = seededRandom(options.seed)
  const [min, max] = options.size
  let out = ''
  for (let i = 0; i < options.count; i++) {
    const x = Math.round(random() * options.width)
    const y = Math.round(random() * options.height)
    out += sparkle(x, y, Math.round(min + random() * (max - min)), options.color, options.opacity)
  }
  return out
}
