import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageContainer } from '@/components/page-container'
import { useDocumentTitle } from '@/lib/use-document-title'
import { cn } from '@/lib/utils'

interface InfoPageProps {
  title: string
  intro: string
  icon: LucideIcon
  children: ReactNode
  /** Reading pages stay narrow; pages with cards and forms use the full width. */
  wide?: boolean
}

/** The frame every information page shares: a friendly heading, a one-paragraph answer, then detail. */
export function InfoPage({ title, intro, icon: Icon, children, wide = false }: InfoPageProps) {
  useDocumentTitle(title)
  return (
    <PageContainer className={cn('space-y-10', !wide && 'max-w-3xl')}>
      <div className="space-y-4">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{intro}</p>
      </div>
      {children}
    </PageContainer>
  )
}
