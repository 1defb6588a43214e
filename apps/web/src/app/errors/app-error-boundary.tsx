import { Component, type ReactNode } from 'react'
import { ErrorFallback } from '@/components/error-fallback'

interface AppErrorBoundaryState {
  error: unknown
  hasError: boolean
}

/** Catches what fails outside the router (providers, the router itself) so the page is never blank. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true }
  }

  reset = () => {
    this.setState({ error: null, hasError: false })
  }

  override render() {
    if (!this.state.hasError) return this.props.children
    const { error } = this.state
    const message = error instanceof Error ? error.message : undefined
    return (
      <main>
        <ErrorFallback message={message} onReset={this.reset} />
      </main>
    )
  }
}
