import { Clock, HelpCircle, Mail, Store } from 'lucide-react'
import { Link } from 'react-router'
import { ContactForm } from '../components/contact-form'
import { InfoPage } from '../components/info-page'

const shortcuts = [
  {
    icon: HelpCircle,
    text: 'Questions about booking or cancelling?',
    link: '/faq',
    label: 'Read the FAQ',
  },
  {
    icon: Store,
    text: 'Want to list your activities?',
    link: '/vendor/how-it-works',
    label: 'How it works for providers',
  },
]

export function ContactPage() {
  return (
    <InfoPage
      wide
      title="Contact Us"
      icon={Mail}
      intro="Questions about an activity, a booking or listing your own? Write to us and a person on our team will answer."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ContactForm />
        <aside aria-label="Before you write" className="space-y-4">
          <p className="flex items-start gap-3 rounded-2xl bg-accent/60 p-5">
            <Clock className="mt-0.5 size-5 shrink-0 text-accent-foreground" aria-hidden="true" />
            We usually reply within two working days.
          </p>
          {shortcuts.map(({ icon: Icon, text, link, label }) => (
            <div key={link} className="flex items-start gap-3 rounded-2xl border bg-card p-5">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <p>
                {text}{' '}
                <Link
                  to={link}
                  className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
                >
                  {label}
                </Link>
              </p>
            </div>
          ))}
        </aside>
      </div>
    </InfoPage>
  )
}
