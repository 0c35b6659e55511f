import { Camera } from 'lucide-react';
import { useState } from 'react';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { useUpdateProfilePicture } from '../api/update-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

/** The dialogs load when first opened (decision 030). */
const PictureDialog = lazyPart(() => import('./picture-dialog'), 'PictureDialog');
const CropDialog = lazyPart(() => import('./crop-dialog'), 'CropDialog');

const failureText = (error: unknown) =>
  isApiError(error) ? error.serverMessage : error instanceof Error ? error.message : 'Please try again.';

/** The owner's camera button on their picture, and the two dialogs behind it. */
export function PictureEditor({ name }: { name: string }) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [cropFile, setCropFile] = useState<File | null>(null);
  const byUrl = useUpdateProfilePicture();
  const upload = useUploadProfilePicture();
  const pickerOpened = useOpenedOnce(pickerOpen);
  const cropOpened = useOpenedOnce(cropFile !== null);

  const saveUrl = (url: string) =>
    byUrl.mutate(url, {
      onSuccess: () => {
        setPickerOpen(false);
        toast({ title: 'Profile updated', description: 'Your profile picture has been changed.' });
      },
      onError: (error) =>
        toast({ title: 'Update failed', description: failureText(error), variant: 'destructive' }),
    });

  const uploadCropped = (image: Blob) =>
    upload.mutate(image, {
      onSuccess: () => {
        setCropFile(null);
        toast({ title: 'Profile updated', description: 'Your profile picture has been changed.' });
      },
      onError: (error) =>
        toast({ title: 'Upload failed', description: failureText(error), variant: 'destructive' }),
    });

  return (
    <>
      <button
        type="button"
        onClick={() => setPickerOpen(true)}
        onPointerEnter={() => void PictureDialog.preload()}
        aria-label="Change profile picture"
        className="absolute right-0.5 bottom-0.5 flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-md transition-[transform,background-color] hover:scale-105 hover:bg-primary-hover"
      >
        <Camera className="size-4" aria-hidden="true" />
      </button>
      {pickerOpened ? (
        <PictureDialog
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          name={name}
          onSaveUrl={saveUrl}
          isSavingUrl={byUrl.isPending}
          onFileChosen={(file) => {
            setPickerOpen(false);
            setCropFile(file);
          }}
        />
      ) : null}
      {cropOpened ? (
        <CropDialog
          file={cropFile}
          onCancel={() => setCropFile(null)}
          onCropped={uploadCropped}
          isSaving={upload.isPending}
        />
      ) : null}
    </>
  );
}
