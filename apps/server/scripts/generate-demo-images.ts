/**
 * Draws the demo images (provider logos and banners, activity thumbnails) as SVG and encodes them
 * as small WebP files in apps/server/assets/demo, which the server serves at /demo/<file>.
 * Output is deterministic, so re-running only changes files whose drawing changed.
 *
 *   node --import tsx apps/server/scripts/generate-demo-images.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { BANNERS } from './demo-images/banners.ts'
import { LOGOS } from './demo-images/logos.ts'
import { ACTIVE_THUMBNAILS } from './demo-images/thumbnails-active.ts'
import { CREATIVE_THUMBNAILS } from './demo-images/thumbnails-creative.ts'
import { CURIOUS_THUMBNAILS } from './demo-images/thumbnails-curious.ts'

const outputDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo')

type DemoImage = { file: string; svg: string; quality: number }

const images: DemoImage[] = [
  ...LOGOS.map((logo) => ({ file: `logo-${logo.name}.webp`, svg: logo.svg, quality: 88 })),
  ...BANNERS.map((banner) => ({
    file: `banner-${banner.name}.webp`,
    svg: banner.svg,
    quality: 80,
  })),
  ...[...CREATIVE_THUMBNAILS, ...ACTIVE_THUMBNAILS, ...CURIOUS_THUMBNAILS].map((thumbnail) => ({
    file: `activity-${thumbnail.name}.webp`,
    svg: thumbnail.svg,
    quality: 82,
  })),
]

async function main(): Promise<void> {
  await mkdir(outputDir, { recursive: true })
  const wanted = new Set(images.map((image) => image.file))
  if (wanted.size !== images.length) throw new Error('Two demo images share a file name')
  // Drawings that were renamed or dropped must not linger in the served folder.
  for (const file of await readdir(outputDir)) {
    if (file.endsWith('.webp') && !wanted.has(file)) await rm(path.join(outputDir, file))
  }
  let total = 0
  for (const image of images) {
    const webp = await sharp(Buffer.from(image.svg))
      .webp({ quality: image.quality, effort: 6, smartSubsample: true })
      .toBuffer()
    await writeFile(path.join(outputDir, image.file), webp)
    total += webp.length
    console.log(`${image.file.padEnd(40)} ${(webp.length / 1024).toFixed(1).padStart(6)} KB`)
  }
  console.log(`${images.length} images, ${(total / 1024).toFixed(1)} KB in ${outputDir}`)
}

await main()
