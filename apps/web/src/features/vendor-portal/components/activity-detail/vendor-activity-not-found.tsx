import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

interface VendorActivityNotFoundProps {
  /** The detail page names the problem in its page heading; the edit page keeps its own. */
  headingLevel?: 'h1' | 'h2'
}

export function VendorActivityNotFound({
  headingLevel: Heading = 'h1',
}: VendorActivityNotFoundProps) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <Heading className="font-bold text-2xl">Activity Not Found</Heading>
      <p className="text-muted-foreground">
        The activity you're looking for doesn't exist or has been removed.
      </p>
      <Button asChild>
        <Link to="/vendor/activities">Back to Activities</Link>
      </Button>
    </div>
  )
}
