import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

function hrefsIn(element: HTMLElement) {
  return within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
}

async function renderPublicPage() {
  const view = renderApp('/about')
  await screen.findByRole('heading', { level: 1, name: 'About Us' })
  return view
}

describe('public layout', () => {
  it('links the header to the main sections', async () => {
    await renderPublicPage()
    const header = screen.getByRole('banner')

    expect(within(header).getByRole('link', { name: /Activities for Children/ })).toHaveAttribute(
      'href',
      '/',
    )
    const nav = within(header).getByRole('navigation', { name: 'Main' })
    expect(hrefsIn(nav)).toEqual([
      '/',
      '/activities',
      '/locations',
      '/about',
      '/contact',
      '/vendor',
    ])
    expect(within(nav).getByRole('link', { name: 'For Providers' })).toHaveAttribute(
      'href',
      '/vendor',
    )
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
  })

  it('links the footer to every family, provider, company and legal page', async () => {
    await renderPublicPage()

    expect(hrefsIn(screen.getByRole('contentinfo'))).toEqual(
      expect.arrayContaining([
        '/activities',
        '/locations',
        '/how-it-works',
        '/faq',
        '/vendor',
        '/vendor/how-it-works',
        '/vendor/pricing',
        '/vendor/resources',
        '/about',
        '/contact',
        '/careers',
        '/blog',
        '/terms',
        '/privacy',
        '/cookies',
      ]),
    )
    expect(screen.getByText(/© \d{4} Activities for Children/)).toBeInTheDocument()
  })

  it.each([
    ['Admin', 'Sign in as admin'],
    ['Vendor', 'Sign in as vendor'],
    ['Sign In', 'Sign in to your account or create a new one'],
  ])('%s in the header opens sign-in with the right role', async (button, subtitle) => {
    const { router } = await renderPublicPage()

    await userEvent.click(
      await within(screen.getByRole('banner')).findByRole('link', { name: button }),
    )

    expect(await screen.findByText(subtitle)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('opens the same links in a menu on small screens', async () => {
    await renderPublicPage()

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })

    expect(hrefsIn(within(menu).getByRole('navigation', { name: 'Main' }))).toEqual([
      '/',
      '/activities',
      '/locations',
      '/about',
      '/contact',
      '/vendor',
    ])
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('lets keyboard users skip to the main content', async () => {
    await renderPublicPage()

    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }))

    expect(screen.getByRole('main')).toHaveFocus()
  })
})
