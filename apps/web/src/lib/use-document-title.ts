import { useEffect } from 'react'
import { SITE_NAME } from './site'

/** Sets the tab title to 'Page · Activities for Children', or just the product name. */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME
  }, [pageTitle])
}
