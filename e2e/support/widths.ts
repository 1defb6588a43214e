// The two screens the browser specs look at the app on: a laptop and a small phone. The projects
// in playwright.config.ts use them, and the accessibility checks narrow a page from one to the
// other.

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 812 }
