import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FileStorage, type ImageKind, storeImage } from '../../infra/storage/index.ts'
import type { CatalogRows } from './build-catalog.ts'
import { DEMO_ACTIVITIES_BY_PROVIDER } from './demo-activities.ts'
import { DEMO_PROVIDERS } from './demo-providers.ts'

const demoAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets')

/** Where the demo's photos are stored; a second seed writes the same files again. */
const DEMO_FOLDER = 'demo'

/**
 * Copies the demo's banners and thumbnails from assets/demo into storage with every width an
 * upload gets, so the demo catalogue loads like a real one. Answers the stored URL of each
 * `/demo/...` URL. Logos stay where they are: they are small and have one width.
 */
export async function storeDemoImages(storage: FileStorage): Promise<Map<string, string>> {
  const kinds = new Map<string, ImageKind>([
    ...DEMO_PROVIDERS.map((provider) => [provider.bannerUrl, 'banner'] as const),
    ...Object.values(DEMO_ACTIVITIES_BY_PROVIDER).flatMap((list) =>
      list.map((activity) => [activity.thumbnailUrl, 'thumbnail'] as const),
    ),
  ])
  const stored = await Promise.all(
    [...kinds].map(async ([url, kind]) => {
      const bytes = await readFile(path.join(demoAssets, url))
      const keyBase = `${DEMO_FOLDER}/${path.basename(url, '.webp')}`
      return [url, await storeImage({ storage, keyBase, bytes, kind })] as const
    }),
  )
  return new Map(stored)
}

/** The catalogue rows pointing at the stored copies of the demo's photos. */
export function withStoredImages(rows: CatalogRows, stored: Map<string, string>): CatalogRows {
  const storedUrl = <T extends string | null | undefined>(url: T) => (url && stored.get(url)) || url
  return {
    ...rows,
    vendors: rows.vendors.map((vendor) => ({ ...vendor, bannerUrl: storedUrl(vendor.bannerUrl) })),
    activities: rows.activities.map((activity) => ({
      ...activity,
      thumbnailUrl: storedUrl(activity.thumbnailUrl),
    })),
  }
}
