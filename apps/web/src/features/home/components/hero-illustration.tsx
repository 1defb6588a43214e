import type { ActivityType } from '@afc/contracts'
import { Cpu, type LucideIcon, Palette, Trees } from 'lucide-react'
import { ActivityTypeBadge } from '@/components/activity-type-badge'
import { cn } from '@/lib/utils'

interface SampleActivity {
  title: string
  type: ActivityType
  ages: string
  icon: LucideIcon
  tone: string
  offset: string
}

const sampleActivities: SampleActivity[] = [
  {
    title: 'Watercolour Explorers',
    type: 'class',
    ages: 'Ages 5–8 · Saturdays',
    icon: Palette,
    tone: 'bg-rose-100 text-rose-700',
    offset: 'xl:translate-x-8',
  },
  {
    title: 'Junior Robotics Lab',
    type: 'course',
    ages: 'Ages 8–12 · 6 weeks',
    icon: Cpu,
    tone: 'bg-indigo-100 text-indigo-700',
    offset: 'xl:-translate-x-4',
  },
  {
    title: 'Nature Trail Adventure',
    type: 'event',
    ages: 'Ages 4–10 · This weekend',
    icon: Trees,
    tone: 'bg-lime-100 text-lime-800',
    offset: 'xl:translate-x-12',
  },
]

/** A glimpse of what families find: sample listings, purely decorative. */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -top-6 -right-4 size-40 rounded-full bg-warm/30 blur-2xl" />
      <div className="absolute -bottom-8 -left-6 size-48 rounded-full bg-primary/20 blur-2xl" />
      <ul className="relative flex flex-col gap-4">
        {sampleActivities.map(({ title, type, ages, icon: Icon, tone, offset }) => (
          <li
            key={title}
            className={cn(
              'flex items-center gap-4 rounded-2xl border bg-card p-4 shadow-lg',
              offset,
            )}
          >
            <span
              className={cn('flex size-14 shrink-0 items-center justify-center rounded-xl', tone)}
            >
              <Icon className="size-7" />
            </span>
            <div className="min-w-0 space-y-1">
              <ActivityTypeBadge type={type} />
              <p className="truncate font-semibold">{title}</p>
              <p className="text-muted-foreground text-sm">{ages}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
