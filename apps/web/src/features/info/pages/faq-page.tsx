import { FREE_CANCELLATION_WINDOW } from '@afc/contracts'
import { CircleHelp } from 'lucide-react'
import { Link } from 'react-router'
import { FaqList, type Question } from '../components/faq-list'
import { InfoPage } from '../components/info-page'

const booking: Question[] = [
  {
    question: 'How do I book an activity?',
    answer: (
      <p>
        Open the activity, choose one of its upcoming sessions in the Book Now card and press Book
        Now. Session times are shown in the venue's own time zone, with the places left in each.
      </p>
    ),
  },
  {
    question: 'Do I need an account?',
    answer: (
      <p>
        Not to browse or to keep favorites in this browser. To book you sign in, so the provider
        knows which children are coming. <Link to="/auth">Create a free account</Link>.
      </p>
    ),
  },
  {
    question: 'Where exactly does the activity take place?',
    answer: (
      <p>
        Each activity shows its venue's name, city and ZIP code. The street address will be provided
        upon booking.
      </p>
    ),
  },
]

const payment: Question[] = [
  {
    question: 'When am I charged?',
    answer: <p>You won't be charged until you complete your booking.</p>,
  },
  {
    question: 'What is the cancellation policy?',
    answer: (
      <p>
        Cancellation is free up to {FREE_CANCELLATION_WINDOW} before the activity. If a provider
        cancels a session, your booking for it is cancelled too and we email you straight away.
      </p>
    ),
  },
]

const children: Question[] = [
  {
    question: 'What ages are the activities for?',
    answer: (
      <p>
        From toddlers to 18. Every activity lists its age range, and the age filter on the{' '}
        <Link to="/activities">activities page</Link> shows those whose range overlaps yours.
      </p>
    ),
  },
  {
    question: 'What do you store about my children?',
    answer: (
      <p>
        Only what a provider needs to run a booking: first and last name, birth date and any notes
        you add, such as allergies. See our <Link to="/privacy">privacy policy</Link>.
      </p>
    ),
  },
  {
    question: 'Are the ratings real?',
    answer: (
      <p>
        Yes. Only families who booked an activity can rate it. Without any reviews, an activity says
        'No reviews yet' rather than showing a made-up score.
      </p>
    ),
  },
]

const providers: Question[] = [
  {
    question: 'How are providers approved?',
    answer: (
      <p>
        Every provider account is reviewed by our team before any of its activities appear, and a
        provider's activities are listed only once approved.
      </p>
    ),
  },
  {
    question: 'I run classes. How can I list them?',
    answer: (
      <p>
        Read <Link to="/vendor/how-it-works">how it works for providers</Link> and sign up with the
        Vendor role. There are no listing fees during our launch period.
      </p>
    ),
  },
]

export function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      icon={CircleHelp}
      intro="Short answers about booking, payment, cancellations, ages and our providers."
    >
      <FaqList title="Booking" questions={booking} />
      <FaqList title="Payment and cancellation" questions={payment} />
      <FaqList title="Children, ages and reviews" questions={children} />
      <FaqList title="Providers" questions={providers} />
      <p className="text-muted-foreground">
        Still wondering about something?{' '}
        <Link
          className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
          to="/contact"
        >
          Ask us
        </Link>
        .
      </p>
    </InfoPage>
  )
}
