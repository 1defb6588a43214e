import type { VendorActivity } from '@afc/contracts'
import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { SessionCreateResult } from '../../api/create-vendor-sessions'
import { SingleSessionForm } from './single-session-form'
import { WeeklySeriesForm } from './weekly-series-form'

interface AddSessionsDialogProps {
  activities: VendorActivity[]
  /** The activity the list is filtered on, chosen in advance. */
  defaultActivityId: string | undefined
  onCreated: (result: SessionCreateResult) => void
}

export function AddSessionsDialog({
  activities,
  defaultActivityId,
  onCreated,
}: AddSessionsDialogProps) {
  const [open, setOpen] = useState(false)
  const created = (result: SessionCreateResult) => {
    setOpen(false)
    onCreated(result)
  }
  const formProps = { activities, defaultActivityId, onCreated: created }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={activities.length === 0}>
          <CalendarPlus aria-hidden="true" />
          Add session
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add sessions</DialogTitle>
          <DialogDescription>
            One date, or the same time every week. Times are the venue's local time.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="single">
          <TabsList className="w-full">
            <TabsTrigger value="single">One session</TabsTrigger>
            <TabsTrigger value="weekly">Weekly series</TabsTrigger>
          </TabsList>
          <TabsContent value="single" className="pt-2">
            <SingleSessionForm {...formProps} />
          </TabsContent>
          <TabsContent value="weekly" className="pt-2">
            <WeeklySeriesForm {...formProps} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}
