import { confetti, linearGradient, svgDocument } from './svg.ts'

export const THUMB_WIDTH = 800
export const THUMB_HEIGHT = 600

/** One activity thumbnail: written to assets/demo/activity-<name>.webp. */
export type Thumbnail = { name: string; svg: string }

export const CATEGORY_BACKGROUNDS = {
  art: ['#FFE6D5', '#FFC0CB'],
  music: ['#EEE6FF', '#C7B5FF'],
  learning: ['#E2F7EC', '#AEE3CB'],
  sports: ['#E8F8DA', '#B4E297'],
  stem: ['#E0EDFF', '#AFC6FF'],
  science: ['#DDF7F8', '#A1E0E8'],
  outdoor: ['#FFF4CC', '#C8EAAE'],
  photography: ['#FFF2D1', '#FFCB94'],
} as const satisfies Record<string, readonly [string, string]>

/**
 * A soft gradient card with a little texture and a ground shadow, with the illustration on top.
 * `ground` false leaves out the shadow for full-bleed scenes.
 */
export function thumbnailScene(options: {
  name: string
  background: readonly string[]
  body: string
  defs?: string
  seed: number
  ground?: boolean
  /** Lower on dark scenes, where white texture turns into blotches. */
  textureOpacity?: number
}): Thumbnail {
  const { name, body, seed } = options
  const gradientId = `bg-${name}`
  const texture = confetti({
    seed,
    count: 16,
    width: THUMB_WIDTH,
    height: THUMB_HEIGHT,
    colors: ['#FFFFFF'],
    radius: [12, 70],
    opacity: options.textureOpacity ?? 0.2,
  })
  const shadow =
    options.ground === false
      ? ''
      : '<ellipse cx="400" cy="510" rx="260" ry="26" fill="#2B2D42" opacity="0.08"/>'
  const svg = svgDocument(
    THUMB_WIDTH,
    THUMB_HEIGHT,
    `<rect width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" fill="url(#${gradientId})"/>${texture}${shadow}${body}`,
    linearGradient(gradientId, options.background) + (options.defs ?? ''),
  )
  return { name, svg }
}
