import { Link } from 'react-router'
import { LogoMark, Wordmark } from '@/components/logo'
import { footerLinkGroups } from './navigation'

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(4,1fr)] lg:px-8">
        <div className="space-y-3">
          <Link to="/" className="flex w-fit items-center gap-2 rounded-md">
            <LogoMark />
            <Wordmark />
          </Link>
          <p className="max-w-xs text-muted-foreground text-sm">
            Classes, courses and events for curious kids, from trusted local providers.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 md:contents">
          {footerLinkGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="mb-3 font-semibold text-sm">{group.title}</h2>
              <ul className="space-y-1 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      // At least 24px tall: a tap target WCAG 2.2 accepts.
                      className="inline-flex min-h-6 items-center rounded-sm text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-muted-foreground text-sm sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Activities for Children. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
