import { useState } from 'react'
import { toast } from 'sonner'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { type PlanTarget, usePaymentPlan } from '../../api/get-payment-plan'
import { PlanForm } from './plan-form'

interface PlanDialogProps {
  target: PlanTarget
  /** What the plan is for, in the button's and the title's words: 'Spring 2027'. */
  name: string
  description: string
  priceCents: number
  startsAt: string | null
  timeZone: string
  priceName: string
}

/** 'Payment plan' on a term or an activity: the setting read when opened, then its form. */
export function PlanDialog({ target, name, description, ...price }: PlanDialogProps) {
  const [open, setOpen] = useState(false)
  const plan = usePaymentPlan(target, open)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Payment plan of ${name}`}>
          Payment plan
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Payment plan: {name}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {plan.isPending && <p className="text-muted-foreground text-sm">Loading the plan...</p>}
        {plan.isError && (
          <QueryError error={plan.error} what="the payment plan" onRetry={plan.refetch} />
        )}
        {plan.data && (
          <PlanForm
            target={target}
            setting={plan.data}
            {...price}
            onSaved={() => {
              setOpen(false)
              toast.success(`Payment plan of ${name} saved`)
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
