import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadingScreen } from './loading-screen'

describe('LoadingScreen', () => {
  it('tells the user their account is loading', () => {
    render(<LoadingScreen />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...')
  })
})
