import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { storedToday } from '@/lib/stored-today'
import { vendorAccount } from '@/test/accounts'
import { fakeApi } from '@/test/fake-api'
import { sampleToday } from '@/test/today-samples'
import { useSignOutMutation } from './sign-out'

function renderSignOut() {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useSignOutMutation(), { wrapper }).result
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory()
  await storedToday.save(vendorAccount, sampleToday())
})

describe('signing out', () => {
  it("erases the day's rosters kept on the phone", async () => {
    fakeApi({ 'POST /api/account/sign-out': { status: 200, body: { ok: true } } })
    const signOut = renderSignOut()
    await act(() => signOut.current.mutateAsync())
    expect(await storedToday.read(vendorAccount)).toBeNull()
  })

  it('erases them too when the server cannot be reached', async () => {
    fakeApi({
      'POST /api/account/sign-out': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const signOut = renderSignOut()
    await act(() => signOut.current.mutateAsync().catch(() => undefined))
    expect(await storedToday.read(vendorAccount)).toBeNull()
    expect(await storedToday.lastAccount()).toBeNull()
  })
})
