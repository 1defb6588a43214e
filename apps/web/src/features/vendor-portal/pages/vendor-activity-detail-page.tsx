import { ArrowLeft, Pencil } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { PlaceholderPage } from '@/components/placeholder-page'
import { Button } from '@/components/ui/button'

export function VendorActivityDetailPage() {
  const { id = '' } = useParams()
  return (
    <PlaceholderPage
      title="Activity Details"
      note="This activity as customers see it, its details and categories, with Edit and Delete."
      actions={
        <>
          <Button variant="outline" asChild>
            <Link to="/vendor/activities">
              <ArrowLeft aria-hidden="true" />
              Back
            </Link>
          </Button>
          <Button asChild>
            <Link to={`/vendor/activities/${encodeURIComponent(id)}/edit`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        </>
      }
    />
  )
}
