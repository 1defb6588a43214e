import type { FakeRoute } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderVendorPage } from './render-vendor-page'
import { sampleTerm } from './term-samples'
import { ids, vendorActivity } from './vendor-samples'

/**
 * Schedules with a course (which has the sample term) and a class, no sessions unless given;
 * `path` opens it on a tab or filtered to an activity.
 */
export function openSchedules(routes: Record<string, FakeRoute> = {}, path = '/vendor/schedules') {
  return renderVendorPage(path, {
    'GET /api/vendor/activities': {
      status: 200,
      body: pageOf([
        vendorActivity(),
        vendorActivity({ id: ids.otherActivity, title: 'Clay Creatures', type: 'class' }),
      ]),
    },
    'GET /api/vendor/schedules': { status: 200, body: pageOf([]) },
    'GET /api/vendor/terms': { status: 200, body: pageOf([sampleTerm()]) },
    ...routes,
  })
}
