import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

const template = new URL('./service-worker.js', import.meta.url)

/**
 * Writes the hand-written service worker to /sw.js, outside assets/ and without a fingerprint
 * (the browser asks for it by that name to find a new build), with this build's name and the
 * files index.html loads first. A build whose files differ writes a different worker, which is
 * how browsers learn of a deploy.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'afc:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset')
        throw new Error('The build has no index.html for the service worker.')
      const html = String(index.source)
      const shell = [...new Set(html.match(/\/assets\/[^"'\s)]+/g) ?? [])]
      const build = createHash('sha256')
        .update(html)
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16)
      const source = (await readFile(template, 'utf8'))
        .replace("'__BUILD__'", JSON.stringify(build))
        .replace("['__SHELL__']", JSON.stringify(shell))
      this.emitFile({ type: 'asset', fileName: 'sw.js', source })
    },
  }
}
