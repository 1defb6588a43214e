import './app/zod-config'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppErrorBoundary } from './app/errors/app-error-boundary'
import { Providers } from './app/providers'
import { createAppRouter } from './app/router'
import { keepFocusThroughSaving } from './lib/focus-through-saving'
import { createQueryClient } from './lib/query-client'
import './index.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
keepFocusThroughSaving(document)
const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('The page has no #root element to render the app into.')

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
)
