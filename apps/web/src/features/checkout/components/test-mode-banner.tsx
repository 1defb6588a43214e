import { FlaskConical } from 'lucide-react'

/** Says plainly that this page stands in for the card processor: nobody is charged here. */
export function TestModeBanner() {
  return (
    <aside
      aria-label="Test mode"
      className="flex items-start gap-3 rounded-xl border-2 border-amber-400 border-dashed bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold text-base">Test payment: no money moves</p>
        <p>
          Payments are in test mode, so this page stands in for the card processor. Only the test
          cards below work.
        </p>
      </div>
    </aside>
  )
}
