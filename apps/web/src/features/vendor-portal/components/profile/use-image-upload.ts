import { toast } from 'sonner'
import { isApiError } from '@/lib/api-error'
import { useUploadVendorImage, type VendorImageKind } from '../../api/upload-vendor-image'

/** The server's limit; checked here first so nobody waits for a large upload to be refused. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024

function problemWith(file: File): string | null {
  if (!file.type.startsWith('image/')) {
    return 'Please choose an image file (JPEG, PNG, WebP or GIF).'
  }
  if (file.size > MAX_IMAGE_BYTES)
    return 'The image is larger than 5 MB. Please choose a smaller one.'
  return null
}

/** Uploads the logo or banner, telling the person how it goes in one toast that changes. */
export function useImageUpload(kind: VendorImageKind) {
  const upload = useUploadVendorImage(kind)
  const label = kind === 'logo' ? 'Logo' : 'Banner'
  const fallback = `Failed to upload ${kind}. Please try again.`

  const start = (file: File) => {
    const problem = problemWith(file)
    if (problem) {
      toast.error('Upload failed', { description: `Error: ${problem}` })
      return
    }
    const id = toast.loading(`Uploading ${kind}...`)
    upload.mutate(file, {
      onSuccess: () => toast.success(`${label} uploaded`, { id }),
      onError: (error) =>
        toast.error('Upload failed', {
          id,
          description: isApiError(error) && error.detail ? `Error: ${error.detail}` : fallback,
        }),
    })
  }

  return { start, isPending: upload.isPending }
}

export type ImageUpload = ReturnType<typeof useImageUpload>
