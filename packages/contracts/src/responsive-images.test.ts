import { describe, expect, it } from 'vitest'
import { imageAtWidth, imageSrcSet, imageWidths } from './responsive-images.ts'

describe('stored image widths', () => {
  it('reads every narrower width from the original’s name', () => {
    expect(imageWidths('/uploads/vendors/v1/banner-a.w1500.webp')).toEqual([400, 800, 1200, 1500])
    expect(imageWidths('https://bucket.example.com/demo/clay.w800.webp')).toEqual([400, 800])
  })

  it('knows no other width for a URL without the mark', () => {
    expect(imageWidths('/uploads/vendors/v1/banner-old.webp')).toEqual([])
    expect(imageWidths('https://example.com/photo.jpg')).toEqual([])
    expect(imageSrcSet('/uploads/vendors/v1/banner-old.webp')).toBeUndefined()
  })

  it('gives no srcset to an image stored at its smallest width only', () => {
    expect(imageSrcSet('/uploads/a.w300.webp')).toBeUndefined()
  })

  it('names one width of an image from any of its widths', () => {
    expect(imageAtWidth('demo/clay.w800.webp', 400)).toBe('demo/clay.w400.webp')
    expect(imageSrcSet('/u/a.w1200.webp')).toBe(
      '/u/a.w400.webp 400w, /u/a.w800.webp 800w, /u/a.w1200.webp 1200w',
    )
  })
})
