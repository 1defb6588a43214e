import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorProfile } from '../api/get-vendor-profile'
import { BannerCard } from '../components/profile/banner-card'
import { LocationsCard } from '../components/profile/locations-card'
import { ProfileForm } from '../components/profile/profile-form'
import { useImageUpload } from '../components/profile/use-image-upload'

export function BusinessProfilePage() {
  useDocumentTitle('Business Profile')
  const profile = useVendorProfile()
  const logoUpload = useImageUpload('logo')
  const bannerUpload = useImageUpload('banner')

  return (
    <div className="space-y-6">
      <PageHeader
        title="Business Profile"
        subtitle="Manage your business information that will be shown to customers"
        actions={
          profile.data?.status === 'approved' && (
            <Button asChild variant="outline">
              <Link to={`/vendors/${profile.data.id}`}>
                <ExternalLink aria-hidden="true" />
                View public page
              </Link>
            </Button>
          )
        }
      />
      {profile.isError && (
        <ErrorAlert title="Error">
          {failureMessage(profile.error, 'Failed to load profile data. Please try again later.')}
        </ErrorAlert>
      )}
      {profile.isPending && (
        <>
          <LoadingStatus label="Loading your profile..." />
          <Skeleton className="aspect-[3/1] w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </>
      )}
      {profile.data && (
        <>
          <BannerCard bannerUrl={profile.data.bannerUrl} upload={bannerUpload} />
          <ProfileForm
            profile={profile.data}
            logoUpload={logoUpload}
            uploading={logoUpload.isPending || bannerUpload.isPending}
          />
          <LocationsCard locations={profile.data.locations} />
        </>
      )}
    </div>
  )
}
