import type { Child, PublicTerm } from '@afc/contracts'
import type { ChosenExtra } from '../../lib/term-price'
import { ExtrasPicker } from './extras-picker'

interface ChildrenExtrasProps {
  term: PublicTerm
  /** The children chosen, each of whom gets their own extras to tick. */
  chosen: Child[]
  extras: ChosenExtra[]
  onChange: (extras: ChosenExtra[]) => void
}

/** Each chosen child's extras of the term; nothing when the term has none. */
export function ChildrenExtras({ term, chosen, extras, onChange }: ChildrenExtrasProps) {
  if (term.extras.length === 0) return null
  return chosen.map((child) => (
    <ExtrasPicker
      key={child.id}
      childName={child.firstName}
      extras={term.extras}
      selected={extras.filter((extra) => extra.childId === child.id).map((extra) => extra.extraId)}
      onChange={(extraIds) =>
        onChange([
          ...extras.filter((extra) => extra.childId !== child.id),
          ...extraIds.map((extraId) => ({ childId: child.id, extraId })),
        ])
      }
    />
  ))
}
