// Zod tries `new Function` once to decide whether it may compile its parsers. Our content
// security policy forbids eval, so the browser would report that probe as a violation on every
// page that parses; `jitless` skips it, and interpreted parsing is plenty for what a browser
// validates. Zod reads its settings from this global (so that every copy of it shares them):
// setting it here keeps zod itself out of the code every page loads first.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

export {}
