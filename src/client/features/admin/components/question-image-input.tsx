import { ImageUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import { useQuestionImageUpload } from '@/client/lib/question-image-upload';
import { IMAGE_MIME_TYPES } from '@/shared/constants';
import { isImageUrl } from '@/shared/schemas/question';

/**
 * The admin form's image: an address typed in, or a file uploaded through POST /api/upload/question-image,
 * whose answer fills the address. A small preview shows what members will see.
 */
export function QuestionImageInput({
  value,
  onChange,
  error,
  hint,
  disabled,
}: {
  value: string;
  onChange: (imageUrl: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const { fileInput, file, problem, choose, send, pending } = useQuestionImageUpload({
    onUploaded: (imageUrl) => {
      onChange(imageUrl);
      toast({ title: 'Image uploaded successfully' });
    },
    onFailed: (reason) =>
      toast({ title: 'Failed to upload image', description: reason, variant: 'destructive' }),
  });

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
            aria-describedby={
              [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
            }
          />
          {hint ? (
            <p id={`${id}-hint`} className="text-[0.8125rem] text-muted-foreground">
              {hint}
            </p>
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-[0.8125rem] font-medium text-destructive">
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
          disabled={disabled || pending}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={send}
          disabled={!file || Boolean(problem) || pending || disabled}
        >
          {pending ? (
            <Spinner className="size-4 text-current" label="Uploading" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {pending ? 'Uploading...' : 'Upload Image'}
        </Button>
      </div>
      <p
        className={
          problem ? 'text-[0.8125rem] font-medium text-destructive' : 'text-[0.8125rem] text-muted-foreground'
        }
      >
        {problem ?? 'JPEG, PNG, GIF or WebP, up to 5MB'}
      </p>
    </div>
  );
}
