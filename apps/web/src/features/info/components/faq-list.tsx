import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'

export interface Question {
  question: string
  answer: ReactNode
}

/** Questions that open to their answers: native disclosure, so keyboards and readers know it. */
export function FaqList({ title, questions }: { title: string; questions: Question[] }) {
  return (
    <section className="space-y-3">
      <h2 className="font-semibold text-xl">{title}</h2>
      <div className="divide-y rounded-2xl border bg-card shadow-sm">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="space-y-2 px-5 pb-5 text-muted-foreground leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:decoration-2">
              {answer}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
