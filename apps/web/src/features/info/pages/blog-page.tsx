import { Clock, Newspaper } from 'lucide-react'
import { InfoPage } from '../components/info-page'
import { blogArticles } from '../lib/blog-articles'

export function BlogPage() {
  return (
    <InfoPage
      title="Blog"
      icon={Newspaper}
      intro="Parenting tips from our team: short, practical reads about choosing and enjoying activities."
    >
      <nav aria-label="Articles" className="rounded-2xl border bg-card p-5 shadow-sm">
        <ul className="space-y-2">
          {blogArticles.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`} className="font-medium text-primary hover:underline">
                {article.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {blogArticles.map((article) => (
        <article key={article.slug} id={article.slug} className="scroll-mt-24 space-y-3">
          <p className="font-medium text-primary text-xs uppercase tracking-wide">
            {article.topic}
          </p>
          <h2 className="font-bold text-2xl tracking-tight">{article.title}</h2>
          <p className="flex items-center gap-1 text-muted-foreground text-sm">
            <Clock className="size-4" aria-hidden="true" />
            {article.readingTime}
          </p>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </article>
      ))}
    </InfoPage>
  )
}
