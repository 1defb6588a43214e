import { type AdminJob, adminJobSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

export function retryJob(job: { queue: string; id: string }): Promise<AdminJob> {
  return apiFetch(
    `/api/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`,
    { method: 'POST', schema: adminJobSchema },
  )
}

export function useRetryJob() {
  return useAdminMutation(retryJob)
}
