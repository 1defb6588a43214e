import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** The centred, padded column public pages sit in. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8', className)}
      {...props}
    />
  )
}
