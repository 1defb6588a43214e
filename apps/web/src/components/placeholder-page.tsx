import { Construction } from 'lucide-react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title'
import { PageContainer } from './page-container'
import { PageHeader } from './page-header'

interface PlaceholderPageProps {
  title: string
  /** The tab title, when the heading alone would be ambiguous there. */
  documentTitle?: string
  subtitle?: string
  /** What this screen will hold once it is built. */
  note: string
  actions?: ReactNode
  /** Public pages need their own padded column; workspace layouts already provide one. */
  contained?: boolean
}

/** A screen whose real content arrives in a later issue: its heading and what it is for. */
export function PlaceholderPage({
  title,
  documentTitle = title,
  subtitle,
  note,
  actions,
  contained = false,
}: PlaceholderPageProps) {
  useDocumentTitle(documentTitle)
  const content = (
    <div className="space-y-8">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <div className="flex items-start gap-3 rounded-xl border border-dashed bg-card p-6 text-muted-foreground">
        <Construction className="mt-0.5 size-5 shrink-0 text-warm" aria-hidden="true" />
        <p>{note}</p>
      </div>
    </div>
  )
  return contained ? <PageContainer>{content}</PageContainer> : content
}
