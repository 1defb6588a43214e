import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary } from './app-error-boundary'

let broken = true

function Fragile() {
  if (broken) throw new Error('Providers failed to start')
  return <p>App is running</p>
}

describe('AppErrorBoundary', () => {
  it("shows the failure and recovers on 'Try again'", async () => {
    // React reports the caught render error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    )

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('Providers failed to start')).toBeInTheDocument()

    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    expect(screen.getByText('App is running')).toBeInTheDocument()
  })
})
