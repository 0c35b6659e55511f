import { ImageUp, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@/shared/constants';
import { isImageUrl } from '@/shared/schemas/question';
import { useUploadQuestionImage } from '../api/upload-question-image';

/**
 * The admin form's image: an address typed in, or a file uploaded through POST /api/upload/question-image,
 * whose answer fills the address. A small preview shows what members will see.
 */
export function QuestionImageInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (imageUrl: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const upload = useUploadQuestionImage();

  const choose = (chosen: File | null) => {
    setProblem(null);
    setFile(chosen);
    if (!chosen) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(chosen.type)) {
      setProblem('Please choose a JPEG, PNG, GIF or WebP image.');
    } else if (chosen.size > MAX_IMAGE_BYTES) {
      setProblem('This image is larger than 5MB.');
    }
  };

  const send = () => {
    if (!file || problem) return;
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        onChange(imageUrl);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        toast({ title: 'Image uploaded successfully' });
      },
      onError: (failure) => {
        setProblem(isApiError(failure) ? failure.serverMessage : 'Failed to upload image');
        toast({
          title: 'Failed to upload image',
          description: isApiError(failure) ? failure.serverMessage : undefined,
          variant: 'destructive',
        });
      },
    });
  };

  const trimmed = value.trim();
  // Another site's image is not loaded here either (lib/image-url.ts): the server fetches its own copy.
  const preview =
    trimmed && isImageUrl(trimmed) && isDisplayableImageUrl(trimmed) && previewFailed !== trimmed
      ? trimmed
      : null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-url`}>Image URL</Label>
      <div className="flex gap-3">
        <div className="grid flex-1 gap-2">
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://example.com/image.jpg"
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        {preview ? (
          <img
            src={preview}
            alt="Preview of the question cover"
            className="size-10 shrink-0 rounded-md border bg-muted object-cover"
            onError={() => setPreviewFailed(preview)}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label
          htmlFor={`${id}-file`}
          className="flex min-h-9 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-input bg-card px-3 py-1.5 text-sm transition-colors hover:border-primary/50 hover:bg-accent"
        >
          <ImageUp className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className={file ? 'truncate font-medium' : 'text-muted-foreground'}>
            {file ? file.name : 'Or choose an image file to upload'}
          </span>
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          className="sr-only"
          disabled={disabled || upload.isPending}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={send}
          disabled={!file || Boolean(problem) || upload.isPending || disabled}
        >
          {upload.isPending ? (
            <Spinner className="size-4 text-current" label="Uploading" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {upload.isPending ? 'Uploading...' : 'Upload Image'}
        </Button>
      </div>
      <p
        className={problem ? 'text-[13px] font-medium text-destructive' : 'text-[13px] text-muted-foreground'}
      >
        {problem ?? 'JPEG, PNG, GIF or WebP, up to 5MB'}
      </p>
    </div>
  );
}
