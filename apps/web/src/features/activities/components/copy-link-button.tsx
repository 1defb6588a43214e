import { Link2 } from 'lucide-react'
import { useLocation } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

/** Copies this page's address, to send to the other parent or a friend. */
export function CopyLinkButton() {
  const location = useLocation()

  async function copyLink() {
    // The address of what is on screen, without any hash or state of this visit.
    const link = new URL(`${location.pathname}${location.search}`, window.location.origin)
    try {
      await navigator.clipboard.writeText(link.href)
      toast.success('Link copied to clipboard')
    } catch {
      toast.error('Error', {
        description: "We couldn't copy the link. Copy it from the address bar instead.",
      })
    }
  }

  return (
    <Button type="button" variant="outline" onClick={() => void copyLink()}>
      <Link2 aria-hidden="true" />
      Copy link
    </Button>
  )
}
