import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import { RouteErrorBoundary } from './route-error-boundary'
import { RouterFallbackError } from './router-fallback-error'

let failure: unknown

function FlakyPage() {
  if (failure !== undefined) throw failure
  return <h1>Recovered page</h1>
}

function renderFlakyRoute() {
  return renderApp('/', [
    {
      errorElement: <RouterFallbackError />,
      children: [{ path: '/', Component: FlakyPage, errorElement: <RouteErrorBoundary /> }],
    },
  ])
}

beforeEach(() => {
  // React reports every caught render error on the console; the tests expect them.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('RouteErrorBoundary', () => {
  it("shows the error's message", async () => {
    failure = new Error('The activities could not be loaded.')
    renderFlakyRoute()

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('The activities could not be loaded.')).toBeInTheDocument()
  })

  it('falls back to a generic message when the error has none', async () => {
    failure = { reason: 'not an Error' }
    renderFlakyRoute()

    expect(
      await screen.findByText('An unexpected error occurred. Please try again.'),
    ).toBeInTheDocument()
  })

  it("renders the page again on 'Try again'", async () => {
    failure = new Error('Temporary glitch')
    renderFlakyRoute()
    await screen.findByRole('heading', { name: 'Something went wrong' })

    failure = undefined
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  })
})

describe('RouterFallbackError', () => {
  it('catches errors no route boundary handles', async () => {
    failure = new Error('Layout failed')
    renderApp('/', [{ path: '/', Component: FlakyPage, errorElement: <RouterFallbackError /> }])

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Layout failed')).toBeInTheDocument()

    failure = undefined
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument()
  })
})
