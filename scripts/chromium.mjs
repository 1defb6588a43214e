// The Chromium every browser tool here drives: CHROMIUM_PATH when set, else Debian's package or a
// Chromium/Chrome on PATH. Nothing downloads a browser of its own.
import { existsSync } from 'node:fs'
import path from 'node:path'

const candidates = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The path of the Chromium to launch, or an error that says how to get one. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (existsSync(configured)) return configured
    throw new Error(`CHROMIUM_PATH is ${configured}, but there is no file there.`)
  }
  const directories = ['/usr/bin', ...(process.env.PATH ?? '').split(path.delimiter)]
  for (const name of candidates) {
    for (const directory of directories) {
      const candidate = path.join(directory, name)
      if (directory && existsSync(candidate)) return candidate
    }
  }
  throw new Error(
    'No Chromium found. Install it (Debian/Ubuntu: sudo apt install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  )
}
