import type { CategorySlug } from '@afc/contracts'
import {
  BookOpen,
  Camera,
  Cpu,
  FlaskConical,
  type LucideIcon,
  Music,
  Palette,
  Trees,
  Trophy,
} from 'lucide-react'

interface CategoryVisual {
  icon: LucideIcon
  /** Soft background and strong foreground for the icon tile. */
  tone: string
}

export const categoryVisuals: Record<CategorySlug, CategoryVisual> = {
  art: { icon: Palette, tone: 'bg-rose-100 text-rose-700' },
  music: { icon: Music, tone: 'bg-purple-100 text-purple-700' },
  learning: { icon: BookOpen, tone: 'bg-sky-100 text-sky-700' },
  sports: { icon: Trophy, tone: 'bg-green-100 text-green-700' },
  stem: { icon: Cpu, tone: 'bg-indigo-100 text-indigo-700' },
  science: { icon: FlaskConical, tone: 'bg-cyan-100 text-cyan-800' },
  outdoor: { icon: Trees, tone: 'bg-lime-100 text-lime-800' },
  photography: { icon: Camera, tone: 'bg-amber-100 text-amber-800' },
}
