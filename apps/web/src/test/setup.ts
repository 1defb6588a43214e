// Before anything loads zod, as main.tsx does: tests parse the way the browser does, and a
// worker that runs several files keeps that order for all of them.
import '@/app/zod-config'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, vi } from 'vitest'
import { fakeApi } from './fake-api'

// findBy* waits up to 1 s by default: the first test of a file also loads its lazy screens,
// which takes seconds on a busy machine. A wait that succeeds never waits longer for this.
configure({ asyncUtilTimeout: 15_000 })

// Every test starts as a visitor on a network that answers only what the test allows.
beforeEach(() => {
  fakeApi({})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  // Sonner replays still-active toasts to the next Toaster that mounts, i.e. the next test's.
  toast.dismiss()
  localStorage.clear()
})

// jsdom does not implement scrolling, which the router's scroll restoration calls.
window.scrollTo = () => {}

// jsdom does not implement ResizeObserver, which Radix uses to measure slider thumbs; with no
// layout there is nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
