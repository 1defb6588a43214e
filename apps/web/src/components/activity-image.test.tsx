import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActivityImage } from './activity-image'

function photo(thumbnailUrl: string, priority = false) {
  const activity = { title: 'Clay for beginners', thumbnailUrl, categories: [] }
  const { container } = render(<ActivityImage activity={activity} priority={priority} />)
  const image = container.querySelector('img')
  if (!image) throw new Error('expected a photo')
  return image
}

describe('ActivityImage', () => {
  it('offers the browser every stored width and the width of a card at each layout', () => {
    const image = photo('/uploads/vendors/v1/thumbnail-a.w1200.webp')
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/vendors/v1/thumbnail-a.w400.webp 400w, /uploads/vendors/v1/thumbnail-a.w800.webp 800w, /uploads/vendors/v1/thumbnail-a.w1200.webp 1200w',
    )
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 350px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
    )
    expect(image).toHaveAttribute('src', '/uploads/vendors/v1/thumbnail-a.w1200.webp')
  })

  it('stops at the original width of a smaller photo', () => {
    expect(photo('https://cdn.example.com/demo/clay.w800.webp')).toHaveAttribute(
      'srcset',
      'https://cdn.example.com/demo/clay.w400.webp 400w, https://cdn.example.com/demo/clay.w800.webp 800w',
    )
  })

  it('keeps a photo with no known widths to its one URL', () => {
    const image = photo('/uploads/vendors/v1/thumbnail-old.webp')
    expect(image).not.toHaveAttribute('srcset')
    expect(image).not.toHaveAttribute('sizes')
    expect(image).toHaveAttribute('src', '/uploads/vendors/v1/thumbnail-old.webp')
  })

  it('holds its 4:3 box before the file arrives', () => {
    const image = photo('/uploads/a.w1200.webp')
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '900')
  })

  it('fetches a first-row photo at once and first, the others when scrolled near', () => {
    const first = photo('/uploads/a.w1200.webp', true)
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    const later = photo('/uploads/b.w1200.webp')
    expect(later).toHaveAttribute('loading', 'lazy')
    expect(later).toHaveAttribute('fetchpriority', 'auto')
  })
})
