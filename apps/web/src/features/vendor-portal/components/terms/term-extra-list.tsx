import { formatMoney, type TermExtra } from '@afc/contracts'
import { pluralize } from '../../lib/plural'
import { ExtraDialog } from './extra-dialog'
import { RemoveExtraButton } from './remove-extra-button'

/** 'After-care · $15.00 per session · 10 places': what a term sells besides its sessions. */
function extraLabel(extra: TermExtra): string {
  const places = extra.places === null ? 'No limit' : pluralize(extra.places, 'place')
  return `${extra.name} · ${formatMoney(extra.priceCents)} per ${extra.pricePer} · ${places}`
}

interface TermExtraListProps {
  termId: string
  termName: string
  extras: TermExtra[]
}

export function TermExtraList({ termId, termName, extras }: TermExtraListProps) {
  if (extras.length === 0) return null
  return (
    <ul className="text-muted-foreground text-sm" aria-label={`Extras of ${termName}`}>
      {extras.map((extra) => (
        <li key={extra.id} className="flex flex-wrap items-center gap-x-2">
          <span>Extra: {extraLabel(extra)}</span>
          <ExtraDialog termId={termId} termName={termName} extra={extra} />
          <RemoveExtraButton termId={termId} termName={termName} extra={extra} />
        </li>
      ))}
    </ul>
  )
}
