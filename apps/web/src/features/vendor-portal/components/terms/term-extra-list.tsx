import { formatMoney, type TermExtra } from '@afc/contracts'
import { pluralize } from '../../lib/plural'

/** 'After-care · $15.00 per session · 10 places': what a term sells besides its sessions. */
function extraLabel(extra: TermExtra): string {
  const places = extra.places === null ? 'No limit' : pluralize(extra.places, 'place')
  return `${extra.name} · ${formatMoney(extra.priceCents)} per ${extra.pricePer} · ${places}`
}

export function TermExtraList({ termName, extras }: { termName: string; extras: TermExtra[] }) {
  if (extras.length === 0) return null
  return (
    <ul className="text-muted-foreground text-sm" aria-label={`Extras of ${termName}`}>
      {extras.map((extra) => (
        <li key={extra.id}>Extra: {extraLabel(extra)}</li>
      ))}
    </ul>
  )
}
