import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { PlaceholderPage } from '@/components/placeholder-page'
import { Button } from '@/components/ui/button'

export function VendorActivitiesPage() {
  return (
    <PlaceholderPage
      title="My Activities"
      note="Your classes, courses and events, each with a Manage link to its details."
      actions={
        <Button asChild>
          <Link to="/vendor/activities/new">
            <Plus aria-hidden="true" />
            Add Activity
          </Link>
        </Button>
      }
    />
  )
}
