import { expect, it, vi } from 'vitest'

it('lets zod parse forms and answers without trying eval, which the CSP forbids', async () => {
  await import('./zod-config')
  const evalProbe = vi.spyOn(globalThis, 'Function')
  const { z } = await import('zod')
  const schema = z.object({ name: z.string().min(1), age: z.number().int() })

  expect(z.config().jitless).toBe(true)
  expect(schema.parse({ name: 'Ada', age: 7 })).toEqual({ name: 'Ada', age: 7 })
  expect(schema.safeParse({ name: '', age: 7 }).success).toBe(false)
  expect(evalProbe).not.toHaveBeenCalled()
})
