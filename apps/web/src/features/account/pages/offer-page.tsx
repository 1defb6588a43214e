import type { WaitlistEntry } from '@afc/contracts'
import { Link, useParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-error'
import { formatMoney } from '@/lib/money'
import { sessionSpanLabel } from '@/lib/session-time'
import { useCountdown } from '@/lib/use-countdown'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useWaitlistEntry } from '../api/get-waitlist-entry'
import { OfferOutcome } from '../components/waitlist/offer-outcome'
import { OfferPanel } from '../components/waitlist/offer-panel'

/** Where the offer mail's link lands: the places held for the family, to take or pass on. */
export function OfferPage() {
  useDocumentTitle('Your offer')
  const entryId = useParams().entryId ?? ''
  const entry = useWaitlistEntry(entryId)

  return (
    <PageContainer className="max-w-xl space-y-6">
      <PageHeader
        title="Your offer"
        subtitle="Places that came free in a session you were waiting for."
      />
      {entry.isPending && (
        <>
          <LoadingStatus label="Loading your offer..." />
          <Skeleton className="h-64 w-full rounded-xl" />
        </>
      )}
      {entry.isError &&
        (isApiError(entry.error) && entry.error.status === 404 ? (
          <ErrorAlert title="This offer could not be found">
            <p>
              The link may be mistyped, or the offer belongs to another account. Your waiting lists
              are on{' '}
              <Link to="/bookings?tab=waitlist" className="font-medium underline">
                My Bookings
              </Link>
              .
            </p>
          </ErrorAlert>
        ) : (
          <QueryError
            error={entry.error}
            what="your offer"
            fallback="Failed to load your offer. Please try again."
            onRetry={() => void entry.refetch()}
          />
        ))}
      {entry.isSuccess && <OfferDetails entry={entry.data} />}
    </PageContainer>
  )
}

function OfferDetails({ entry }: { entry: WaitlistEntry }) {
  const offer = entry.status === 'offered' ? entry.offer : null
  const remaining = useCountdown(offer?.expiresAt ?? null)
  const { session } = entry
  const names = entry.participants.map((child) => `${child.firstName} ${child.lastName}`)
  return (
    <article aria-labelledby="offer-title" className="grid gap-4 rounded-2xl border bg-card p-5">
      <div className="grid gap-1">
        <h2 id="offer-title" className="font-semibold text-xl">
          <Link to={`/activities/${entry.activity.id}`} className="hover:underline">
            {entry.activity.title}
          </Link>
        </h2>
        <p className="text-muted-foreground text-sm">{entry.provider.businessName}</p>
      </div>
      <dl className="grid gap-2 text-sm">
        <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
          <dt className="text-muted-foreground">When</dt>
          <dd className="font-medium">
            {sessionSpanLabel(session.startsAt, session.endsAt, session.timeZone)}
          </dd>
        </div>
        <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
          <dt className="text-muted-foreground">{names.length === 1 ? 'Child' : 'Children'}</dt>
          <dd className="font-medium">{names.join(', ')}</dd>
        </div>
        {offer && (
          <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-medium">
              {offer.totalAmountCents > 0 ? formatMoney(offer.totalAmountCents) : 'Free'}
            </dd>
          </div>
        )}
      </dl>
      {offer && remaining !== null && remaining > 0 ? (
        <OfferPanel entry={{ ...entry, offer }} remaining={remaining} />
      ) : (
        <OfferOutcome entry={entry} ranOut={remaining === 0} />
      )}
    </article>
  )
}
