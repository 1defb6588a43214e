import { uploadResponseSchema, type VendorProfile } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export type VendorImageKind = 'logo' | 'banner'

/** Uploads the logo or banner; the server stores it on the profile and answers its URL. */
export async function uploadVendorImage(kind: VendorImageKind, file: File): Promise<string> {
  const body = new FormData()
  body.append('file', file)
  const { url } = await apiFetch(`/api/vendor/profile/${kind}`, {
    method: 'POST',
    body,
    schema: uploadResponseSchema,
  })
  return url
}

export function useUploadVendorImage(kind: VendorImageKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadVendorImage(kind, file),
    onSuccess: (url) => {
      const field = kind === 'logo' ? 'logoUrl' : 'bannerUrl'
      queryClient.setQueryData<VendorProfile>(vendorKeys.profile(), (profile) =>
        profile ? { ...profile, [field]: url } : profile,
      )
    },
  })
}
