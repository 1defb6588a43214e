import type { ActivityDetail } from '@afc/contracts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ActivityFactsList } from './activity-facts-list'
import { ProviderSummary } from './provider-summary'

export function ActivityTabs({ activity }: { activity: ActivityDetail }) {
  return (
    <Tabs defaultValue="description" className="gap-5">
      <TabsList className="h-auto w-full sm:w-fit">
        <TabsTrigger value="description" className="px-2 py-2 sm:px-4">
          Description
        </TabsTrigger>
        <TabsTrigger value="details" className="px-2 py-2 sm:px-4">
          Details & Location
        </TabsTrigger>
        <TabsTrigger value="provider" className="px-2 py-2 sm:px-4">
          Provider
        </TabsTrigger>
      </TabsList>
      <TabsContent value="description">
        <p className="max-w-prose whitespace-pre-line text-lg leading-relaxed">
          {activity.description}
        </p>
      </TabsContent>
      <TabsContent value="details">
        <ActivityFactsList activity={activity} />
      </TabsContent>
      <TabsContent value="provider">
        <ProviderSummary vendor={activity.vendor} />
      </TabsContent>
    </Tabs>
  )
}
