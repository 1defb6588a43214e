import { KeyRound } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { usePickupCode } from '../../api/get-pickup-code'

/** The family's pickup code: whoever collects a child may be asked for it at check-out. */
export function PickupCodeCard() {
  const code = usePickupCode()
  return (
    <section
      aria-labelledby="pickup-code-title"
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="pickup-code-title" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-5 text-primary" aria-hidden="true" />
        Pickup code
      </h2>
      <p className="text-muted-foreground text-sm">
        A provider may ask for this code when your child is collected. Give it only to the people
        you have allowed to collect your children.
      </p>
      {code.isPending && <Skeleton className="h-10 w-24" />}
      {code.isError && (
        <p role="alert" className="text-destructive text-sm">
          {failureMessage(code.error, 'Failed to load your pickup code.')}
        </p>
      )}
      {code.data && (
        <p className="font-mono font-semibold text-3xl tracking-[0.3em]">{code.data}</p>
      )}
    </section>
  )
}
