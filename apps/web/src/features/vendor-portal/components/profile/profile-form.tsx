import { type VendorProfile, type VendorProfileInput, vendorProfileSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useUpdateVendorProfile } from '../../api/update-vendor-profile'
import { LogoField } from './logo-field'
import type { ImageUpload } from './use-image-upload'

type ProfileValues = z.output<typeof vendorProfileSchema>

const PROFILE_FIELDS = ['businessName', 'description', 'website', 'email', 'phone'] as const
const INTERNAL_ONLY = 'Internal use only — not shown publicly'

function profileToForm(profile: VendorProfile): VendorProfileInput {
  return {
    businessName: profile.businessName,
    description: profile.description ?? '',
    website: profile.website ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
  }
}

interface ProfileFormProps {
  profile: VendorProfile
  logoUpload: ImageUpload
  /** Saving waits while an image uploads, so the two never race. */
  uploading: boolean
}

export function ProfileForm({ profile, logoUpload, uploading }: ProfileFormProps) {
  const updateProfile = useUpdateVendorProfile()
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(vendorProfileSchema),
    defaultValues: profileToForm(profile),
  })

  const save = handleSubmit(async () => {
    try {
      const saved = await updateProfile.mutateAsync(getValues())
      reset(profileToForm(saved))
      toast.success('Profile saved', { description: 'Families see your changes right away.' })
    } catch (error) {
      showServerFieldErrors(error, PROFILE_FIELDS, setError)
      toast.error('Error', {
        description: failureMessage(error, 'Failed to save your profile. Please try again.'),
      })
    }
  })

  return (
    <form noValidate onSubmit={save} className="grid gap-6" aria-label="Business profile">
      <Card>
        <CardHeader>
          <CardTitle>Basic Information</CardTitle>
          <CardDescription>How families recognise your business</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <LogoField logoUrl={profile.logoUrl} upload={logoUpload} />
          <TextField
            label="Business Name"
            error={errors.businessName?.message}
            {...register('businessName')}
          />
          <TextareaField
            label="About Your Business"
            rows={6}
            hint="What makes your classes special, who teaches them, what families can expect"
            error={errors.description?.message}
            {...register('description')}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Contact Information</CardTitle>
          <CardDescription>
            For our team to reach you. Only your location's address is shown to families.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={INTERNAL_ONLY}
            error={errors.website?.message}
            className="sm:col-span-2"
            {...register('website')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            hint={INTERNAL_ONLY}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint={INTERNAL_ONLY}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || uploading} className="max-sm:w-full">
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
