import { TRANSACTIONAL_MAIL_NOTE, type UnsubscribeResponse } from '@afc/contracts'
import { CircleCheck, MailX } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { MAIL_TOPICS } from '@/components/account/mail-topics'
import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage } from '@/lib/problem-feedback'
import { useUnsubscribe } from '../../api/unsubscribe'

export function SettingsLink() {
  return (
    <Link
      to="/settings"
      className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
    >
      your account settings
    </Link>
  )
}

/** Asks before turning the topic off, then says it is done and where to turn it back on. */
export function UnsubscribeCard({ token, link }: { token: string; link: UnsubscribeResponse }) {
  const unsubscribe = useUnsubscribe(token)
  const topic = MAIL_TOPICS[link.topic]

  if (!link.subscribed) {
    return <Unsubscribed email={link.email} label={topic.label} justNow={unsubscribe.isSuccess} />
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailX className="size-5 text-primary" aria-hidden="true" />
          Stop {topic.label.toLowerCase()}?
        </CardTitle>
        <CardDescription>
          {link.email} will no longer get {topic.label.toLowerCase()}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {unsubscribe.isError && (
          <ErrorAlert title="Error">
            {failureMessage(unsubscribe.error, 'Failed to unsubscribe. Please try again.')}
          </ErrorAlert>
        )}
        <p className="text-sm">{topic.description}</p>
        <p className="text-muted-foreground text-sm">{TRANSACTIONAL_MAIL_NOTE}</p>
        <Button
          className="sm:justify-self-start"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </CardContent>
    </Card>
  )
}

function Unsubscribed(props: { email: string; label: string; justNow: boolean }) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  // The Unsubscribe button that had the focus is gone: the keyboard starts again at the news.
  useEffect(() => {
    if (props.justNow) titleRef.current?.focus()
  }, [props.justNow])
  return (
    <Card>
      <CardHeader>
        <CardTitle
          ref={titleRef}
          tabIndex={-1}
          className="flex items-center gap-2 focus:outline-none"
        >
          <CircleCheck className="size-5 text-primary" aria-hidden="true" />
          {props.justNow ? "You're unsubscribed" : 'Already unsubscribed'}
        </CardTitle>
        <CardDescription role="status">
          {props.email} gets no more {props.label.toLowerCase()}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Changed your mind? Turn them back on in <SettingsLink />.
        </p>
      </CardContent>
    </Card>
  )
}
