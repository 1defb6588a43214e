import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VendorBanner } from './vendor-banner'

describe('VendorBanner', () => {
  it('offers every stored width, sized to the whole page column, in its 3:1 box', () => {
    render(<VendorBanner name="Sunny Studio" bannerUrl="/uploads/demo/banner-sunny.w1500.webp" />)
    const banner = screen.getByRole('img', { name: 'Sunny Studio banner' })
    expect(banner.getAttribute('srcset')?.split(', ')).toEqual([
      '/uploads/demo/banner-sunny.w400.webp 400w',
      '/uploads/demo/banner-sunny.w800.webp 800w',
      '/uploads/demo/banner-sunny.w1200.webp 1200w',
      '/uploads/demo/banner-sunny.w1500.webp 1500w',
    ])
    expect(banner.getAttribute('sizes')).toMatch(
      /^\(min-width: 1152px\) 1088px, .*calc\(100vw - 32px\)$/,
    )
    expect(banner).toHaveAttribute('width', '1500')
    expect(banner).toHaveAttribute('height', '500')
  })

  it('keeps a banner uploaded before widths existed to its one URL', () => {
    render(<VendorBanner name="Riverbend" bannerUrl="/uploads/vendors/v1/banner-old.webp" />)
    const banner = screen.getByRole('img', { name: 'Riverbend banner' })
    expect(banner).toHaveAttribute('src', '/uploads/vendors/v1/banner-old.webp')
    expect(banner).not.toHaveAttribute('srcset')
  })
})
