import { ImageUp, Link2, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { toast } from '@/client/components/ui/use-toast';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import { useQuestionImageUpload } from '@/client/lib/question-image-upload';
import { IMAGE_MIME_TYPES } from '@/shared/constants';
import { isImageUrl } from '@/shared/schemas/question';

export const IMAGE_HINT = 'JPEG, PNG, GIF or WebP, up to 5MB';

export interface QuestionImageFieldProps {
  value: string;
  onChange: (imageUrl: string) => void;
  /** The form's message for the URL (e.g. 'Must be a valid URL'). */
  error?: string;
  disabled?: boolean;
}

/** The create page's image: a URL typed in, or a file uploaded to our server; either way a preview. */
export function QuestionImageField({ value, onChange, error, disabled }: QuestionImageFieldProps) {
  const id = useId();
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const {
    fileInput,
    file,
    problem: fileProblem,
    choose: chooseFile,
    send: uploadFile,
    pending,
  } = useQuestionImageUpload({
    onUploaded: (imageUrl) => {
      onChange(imageUrl);
      toast({ title: 'Image uploaded successfully' });
    },
    onFailed: () =>
      toast({ title: 'Upload failed', description: 'Failed to upload image', variant: 'destructive' }),
  });

  useEffect(() => {
    if (!file) return setFilePreview(null);
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address deserves a new try.
  useEffect(() => setPreviewFailed(false), [value]);

  const trimmed = value.trim();
  // Another site's image is not loaded here either (lib/image-url.ts): the server fetches its own copy.
  const preview =
    filePreview ??
    (trimmed && isImageUrl(trimmed) && isDisplayableImageUrl(trimmed) && !previewFailed ? trimmed : null);

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-url`}>Image (optional)</Label>
      <Tabs defaultValue="url">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="url">
            <Link2 aria-hidden="true" />
            URL
          </TabsTrigger>
          <TabsTrigger value="upload">
            <Upload aria-hidden="true" />
            Upload
          </TabsTrigger>
        </TabsList>
        <TabsContent value="url" className="mt-3 grid gap-2">
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
            <p id={`${id}-error`} role="alert" className="text-[0.8125rem] font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </TabsContent>
        <TabsContent value="upload" className="mt-3 grid gap-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <label
              htmlFor={`${id}-file`}
              className="flex min-h-10 flex-1 cursor-pointer items-center gap-2.5 rounded-lg border border-dashed border-input bg-card px-3 py-2 text-sm transition-colors hover:border-primary/50 hover:bg-accent"
            >
              <ImageUp className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className={file ? 'truncate font-medium' : 'text-muted-foreground'}>
                {file ? file.name : 'Choose an image file'}
              </span>
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              className="sr-only"
              disabled={disabled || pending}
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
              aria-describedby={`${id}-hint`}
            />
            <Button
              variant="secondary"
              onClick={uploadFile}
              disabled={!file || Boolean(fileProblem) || pending || disabled}
            >
              {pending ? (
                <Spinner className="size-4 text-current" label="Uploading" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {pending ? 'Uploading...' : 'Upload Image'}
            </Button>
          </div>
          {fileProblem ? (
            <p role="alert" className="text-[0.8125rem] font-medium text-destructive">
              {fileProblem}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-[0.8125rem] text-muted-foreground">
              {IMAGE_HINT}
            </p>
          )}
        </TabsContent>
      </Tabs>
      {preview ? (
        <div className="relative mt-1 overflow-hidden rounded-xl border bg-muted">
          <img
            src={preview}
            alt="Preview of the question cover"
            className="aspect-[16/9] w-full object-cover"
            onError={() => setPreviewFailed(true)}
          />
          {filePreview ? (
            <span className="absolute top-2 left-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
              Not uploaded yet
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
