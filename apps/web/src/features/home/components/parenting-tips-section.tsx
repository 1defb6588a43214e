import { ArrowRight, Baby, Clock, Palette, Scale } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/lib/utils'
import { SectionHeading } from './section-heading'

const tips = [
  {
    title: "Choosing the Right Activity for Your Child's Age",
    excerpt: 'What to look for at 3, 7 and 12, and how to tell when your child is ready for more.',
    topic: 'Getting started',
    readingTime: '5 min read',
    icon: Baby,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    title: 'Balancing School and After-School Activities',
    excerpt: 'Keep the week full of fun without overloading your child, or yourself.',
    topic: 'Family life',
    readingTime: '4 min read',
    icon: Scale,
    tone: 'bg-amber-100 text-amber-800',
  },
  {
    title: 'Why Creative Play Matters',
    excerpt: 'How art, music and building projects grow focus, confidence and problem-solving.',
    topic: 'Development',
    readingTime: '6 min read',
    icon: Palette,
    tone: 'bg-rose-100 text-rose-700',
  },
]

export function ParentingTipsSection() {
  return (
    <section aria-labelledby="tips-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="tips-title"
        title="Parenting Tips"
        subtitle="Ideas and advice for raising curious, confident kids."
        action={
          <Link
            to="/blog"
            className="flex items-center gap-1 rounded-sm font-semibold text-primary hover:underline"
          >
            More on our blog
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {tips.map(({ title, excerpt, topic, readingTime, icon: Icon, tone }) => (
          <li key={title}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
              <div className={cn('flex h-28 items-center justify-center', tone)}>
                <Icon className="size-10" aria-hidden="true" />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="font-medium text-primary text-xs uppercase tracking-wide">{topic}</p>
                <h3 className="font-semibold text-lg leading-snug">{title}</h3>
                <p className="text-muted-foreground text-sm">{excerpt}</p>
                <p className="mt-auto flex items-center gap-1 pt-2 text-muted-foreground text-xs">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {readingTime}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
