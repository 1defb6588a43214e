/** Motifs shared by thumbnails, logos and banners. Each returns SVG placed in absolute coordinates. */

const round = (n: number) => Math.round(n * 10) / 10

/** Points of a regular star or polygon around (cx, cy), starting straight up. */
function starPoints(cx: number, cy: number, outer: number, inner: number, tips: number): string {
  const points: string[] = []
  for (let i = 0; i < tips * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner
    const angle = (Math.PI * i) / tips - Math.PI / 2
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`)
  }
  return points.join(' ')
}

export function sun(cx: number, cy: number, r: number, color: string, rays = color): string {
  let out = ''
  for (let i = 0; i < 12; i++) {
    const angle = (Math.PI * 2 * i) / 12
    const [x1, y1] = [cx + Math.cos(angle) * r * 1.25, cy + Math.sin(angle) * r * 1.25]
    const [x2, y2] = [cx + Math.cos(angle) * r * 1.6, cy + Math.sin(angle) * r * 1.6]
    out += `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${rays}" stroke-width="${round(r * 0.16)}" stroke-linecap="round"/>`
  }
  return `${out}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`
}

export function star(cx: number, cy: number, r: number, color: string, opacity = 1): string {
  return `<polygon points="${starPoints(cx, cy, r, r * 0.45, 5)}" fill="${color}" stroke="${color}" stroke-width="${round(r * 0.12)}" stroke-linejoin="round" opacity="${opacity}"/>`
}

export function starfish(cx: number, cy: number, r: number, color: string, rotate = 0): string {
  const arms = starPoints(cx, cy, r, r * 0.5, 5)
  let dots = ''
  for (let i = 0; i < 5; i++) {
    const angle = (Math.PI * 2 * i) / 5 - Math.PI / 2
    for (const k of [0.35, 0.6]) {
      dots += `<circle cx="${round(cx + Math.cos(angle) * r * k)}" cy="${round(cy + Math.sin(angle) * r * k)}" r="${round(r * 0.06)}" fill="#fff" opacity="0.7"/>`
    }
  }
  return (
    `<g transform="rotate(${rotate} ${cx} ${cy})"><polygon points="${arms}" fill="${color}" ` +
    `stroke="${color}" stroke-width="${round(r * 0.3)}" stroke-linejoin="round"/>${dots}</g>`
  )
}

/** A pine tree standing on (x, baseY). */
export function pineTree(x: number, baseY: number, height: number, color: string): string {
  const w = height * 0.55
  const trunkW = height * 0.1
  let tiers = ''
  for (let i = 0; i < 3; i++) {
    const top = baseY - height + i * height * 0.22
    const bottom = top + height * 0.42
    const half = (w / 2) * (0.6 + i * 0.2)
    tiers += `<path d="M ${round(x)} ${round(top)} L ${round(x + half)} ${round(bottom)} L ${round(x - half)} ${round(bottom)} Z" fill="${color}" stroke="${color}" stroke-width="${round(height * 0.04)}" stroke-linejoin="round"/>`
  }
  const trunk = `<rect x="${round(x - trunkW / 2)}" y="${round(baseY - height * 0.16)}" width="${round(trunkW)}" height="${round(height * 0.16)}" rx="${round(trunkW / 4)}" fill="#8A5A3C"/>`
  return trunk + tiers
}

/** An eighth note whose head sits on (x, y). */
export function musicNote(x: number, y: number, size: number, color: string, rotate = 0): string {
  const s = size / 100
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${round(s * 100) / 100})">` +
    `<ellipse cx="0" cy="0" rx="22" ry="16" transform="rotate(-22)" fill="${color}"/>` +
    `<rect x="15" y="-92" width="9" height="92" rx="4" fill="${color}"/>` +
    `<path d="M 20 -92 C 40 -80 62 -66 52 -34 C 50 -52 38 -60 22 -64 Z" fill="${color}"/></g>`
  )
}

/** A classic black-and-white ball, clipped to its circle. */
export function soccerBall(cx: number, cy: number, r: number, clipId: string): string {
  const patch = (px: number, py: number, pr: number) =>
    `<polygon points="${starPoints(px, py, pr, pr * 0.81, 5)
      .split(' ')
      .filter((_, i) => i % 2 === 0)
      .join(' ')}" fill="#2B2D42"/>`
  let patches = patch(cx, cy, r * 0.34)
  for (let i = 0; i < 5; i++) {
    const angle = (Math.PI * 2 * i) / 5 + Math.PI / 2
    patches += patch(cx + Math.cos(angle) * r * 0.95, cy + Math.sin(angle) * r * 0.95, r * 0.3)
  }
  return (
    `<clipPath id="${clipId}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF"/>` +
    `<g clip-path="url(#${clipId})">${patches}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#2B2D42" stroke-width="${round(r * 0.05)}"/>`
  )
}

export function fish(x: number, y: number, size: number, color: string, flip = false): string {
  const s = size / 100
  return (
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">` +
    `<path d="M -50 0 L -90 -30 L -82 0 L -90 30 Z" fill="${color}"/>` +
    `<ellipse cx="0" cy="0" rx="58" ry="34" fill="${color}"/>` +
    `<path d="M -10 -32 C 0 -10 0 10 -10 32" stroke="#fff" stroke-width="5" fill="none" opacity="0.5"/>` +
    `<circle cx="30" cy="-8" r="9" fill="#fff"/><circle cx="32" cy="-8" r="5" fill="#2B2D42"/></g>`
  )
}

export function cloud(x: number, y: number, size: number, opacity = 0.9): string {
  const s = size / 100
  return (
    `<g transform="translate(${x} ${y}) scale(${round(s * 100) / 100})" fill="#FFFFFF" opacity="${opacity}">` +
    `<ellipse cx="0" cy="0" rx="70" ry="26"/><circle cx="-22" cy="-16" r="28"/>` +
    `<circle cx="18" cy="-24" r="34"/></g>`
  )
}

/** A band of water (or hills) filling everything below a wavy line. */
export function waveBand(options: {
  y: number
  amplitude: number
  wavelength: number
  width: number
  height: number
  color: string
  phase?: number
  opacity?: number
}): string {
  const { y, amplitude, wavelength, width, height, color } = options
  const phase = options.phase ?? 0
  let d = `M ${-wavelength + phase} ${y}`
  for (let x = -wavelength + phase; x < width + wavelength; x += wavelength) {
    d += ` q ${wavelength / 4} ${-amplitude} ${wavelength / 2} 0 t ${wavelength / 2} 0`
  }
  d += ` L ${width + wavelength * 2} ${height} L ${-wavelength * 2} ${height} Z`
  return `<path d="${d}" fill="${color}" opacity="${options.opacity ?? 1}"/>`
}

export function lightningBolt(cx: number, cy: number, size: number, color: string): string {
  const s = size / 100
  return (
    `<g transform="translate(${cx} ${cy}) scale(${round(s * 100) / 100})">` +
    `<path d="M 12 -50 L -30 8 L -2 8 L -12 50 L 30 -8 L 2 -8 Z" fill="${color}" ` +
    `stroke="${color}" stroke-width="6" stroke-linejoin="round"/></g>`
  )
}
