import { describe, expect, it } from 'vitest'
import { createFiguresMemo } from './figures-memo.ts'

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 8, 0, seconds))

describe('admin figures memo', () => {
  it('works figures out once a minute and says when', async () => {
    const memo = createFiguresMemo<number>()
    let computed = 0
    const compute = async () => {
      computed += 1
      return computed * 100
    }
    expect(await memo.get(at(0), compute)).toEqual({ value: 100, asOf: at(0) })
    expect(await memo.get(at(59), compute)).toEqual({ value: 100, asOf: at(0) })
    expect(await memo.get(at(60), compute)).toEqual({ value: 200, asOf: at(60) })
    expect(computed).toBe(2)
  })

  it('lets requests arriving meanwhile wait for the one computation under way', async () => {
    const memo = createFiguresMemo<string>()
    let computed = 0
    let finish: (value: string) => void = () => {}
    const compute = () => {
      computed += 1
      return new Promise<string>((resolve) => {
        finish = resolve
      })
    }
    const first = memo.get(at(0), compute)
    const second = memo.get(at(1), compute)
    finish('figures')
    expect((await Promise.all([first, second])).map((answer) => answer.value)).toEqual([
      'figures',
      'figures',
    ])
    expect(computed).toBe(1)
  })

  it('tries again after a failed computation instead of serving the failure', async () => {
    const memo = createFiguresMemo<number>()
    await expect(
      memo.get(at(0), () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost')
    expect(await memo.get(at(1), async () => 7)).toEqual({ value: 7, asOf: at(1) })
  })
})
