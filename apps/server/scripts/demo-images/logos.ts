import { lightningBolt, musicNote, pineTree, soccerBall, starfish, sun } from './shapes.ts'
import { linearGradient, svgDocument } from './svg.ts'

/** A provider logo: written to assets/demo/logo-<name>.webp. */
export type BrandImage = { name: string; svg: string }

const SIZE = 256

/**
 * Full-bleed square, emblem kept inside the central circle, so the logo survives being shown
 * as a circle avatar as well as a rounded square.
 */
function logo(name: string, colors: readonly [string, string], emblem: string): BrandImage {
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#logo-${name})"/>` +
    '<circle cx="128" cy="128" r="104" fill="#FFFFFF" opacity="0.12"/>' +
    '<circle cx="128" cy="128" r="104" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.35"/>' +
    emblem
  return { name, svg: svgDocument(SIZE, SIZE, body, linearGradient(`logo-${name}`, colors)) }
}

const gear = (cx: number, cy: number, r: number, color: string) => {
  let teeth = ''
  for (let i = 0; i < 8; i++) {
    teeth += `<rect x="${cx - r * 0.16}" y="${cy - r * 1.22}" width="${r * 0.32}" height="${r * 0.4}" rx="4" fill="${color}" transform="rotate(${i * 45} ${cx} ${cy})"/>`
  }
  return `${teeth}<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${r * 0.26}"/>`
}

export const LOGOS: readonly BrandImage[] = [
  logo(
    'sunny-studio',
    ['#FF9F68', '#F0545C'],
    sun(128, 128, 48, '#FFE066', '#FFE066') +
      '<circle cx="112" cy="120" r="6" fill="#C2410C"/><circle cx="144" cy="120" r="6" fill="#C2410C"/>' +
      '<path d="M 108 140 Q 128 158 148 140" stroke="#C2410C" stroke-width="6" fill="none" stroke-linecap="round"/>',
  ),
  logo(
    'riverbend',
    ['#8D72E1', '#5B3FA8'],
    musicNote(112, 140, 96, '#FFFFFF', 0) +
      '<path d="M 58 178 q 17 -12 35 0 t 35 0 t 35 0 t 35 0" stroke="#C9B8FF" stroke-width="8" fill="none" stroke-linecap="round"/>' +
      '<path d="M 68 198 q 15 -10 30 0 t 30 0 t 30 0 t 30 0" stroke="#FFFFFF" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>',
  ),
  logo(
    'little-explorers',
    ['#74C69D', '#2D6A4F'],
    '<circle cx="168" cy="88" r="18" fill="#FFD166"/>' +
      '<path d="M 52 190 L 112 92 L 150 150 L 168 128 L 206 190 Z" fill="#F1FAEE"/>' +
      '<path d="M 112 92 L 128 118 L 116 112 L 106 124 L 98 114 Z" fill="#74C69D"/>' +
      pineTree(86, 196, 84, '#1B4332'),
  ),
  logo(
    'bright-sparks',
    ['#4C6EF5', '#1D2B64'],
    gear(128, 128, 62, '#DCE4FF') + lightningBolt(128, 128, 90, '#FFD43B'),
  ),
  logo('brooklyn-kickers', ['#52B788', '#1B7A4A'], soccerBall(128, 128, 72, 'logo-ball')),
  logo(
    'tidepool',
    ['#48CAE4', '#0077B6'],
    '<clipPath id="tidepool-sea"><circle cx="128" cy="128" r="102"/></clipPath>' +
      '<path d="M 16 176 q 28 -18 56 0 t 56 0 t 56 0 t 56 0 L 240 240 L 16 240 Z" fill="#FFFFFF" opacity="0.35" clip-path="url(#tidepool-sea)"/>' +
      starfish(128, 118, 58, '#FF9F1C', 8),
  ),
  logo(
    'evergreen',
    ['#40916C', '#1B4332'],
    pineTree(128, 150, 96, '#B7E4C7') +
      '<path d="M 54 160 C 84 146 112 150 128 166 C 144 150 172 146 202 160 L 202 198 C 172 184 144 188 128 204 C 112 188 84 184 54 198 Z" fill="#FFFFFF"/>' +
      '<path d="M 128 166 L 128 204" stroke="#95D5B2" stroke-width="4"/>',
  ),
  logo(
    'pinecone-pottery',
    ['#E07A5F', '#9C4A32'],
    '<path d="M 100 70 L 156 70 C 150 84 150 96 162 108 C 196 140 192 188 160 204 L 96 204 C 64 188 60 140 94 108 C 106 96 106 84 100 70 Z" fill="#F4E1C1"/>' +
      '<ellipse cx="128" cy="70" rx="34" ry="8" fill="#D4A373"/>' +
      [0, 1, 2]
        .map((row) =>
          [0, 1, 2]
            .map(
              (col) =>
                `<path d="M ${104 + col * 24 - (row % 2) * 12} ${132 + row * 20} q 12 -16 24 0" stroke="#9C4A32" stroke-width="5" fill="none" stroke-linecap="round"/>`,
            )
            .join(''),
        )
        .join(''),
  ),
]
