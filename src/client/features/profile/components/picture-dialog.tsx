import { ImageUp, Link2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/utils';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@/shared/constants';

/**
 * Choosing a new profile picture (docs/product.md sections 2 and 5): by URL, saved as it is (a picture on
 * another site cannot be cropped in the browser), or by file, which goes on to the crop dialog.
 */
export function PictureDialog({
  open,
  onOpenChange,
  name,
  onSaveUrl,
  isSavingUrl,
  onFileChosen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's name, for the preview's fallback initials. */
  name: string;
  onSaveUrl: (url: string) => void;
  isSavingUrl: boolean;
  onFileChosen: (file: File) => void;
}) {
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const id = useId();

  const reset = () => {
    setUrl('');
    setFile(null);
  };

  const saveUrl = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) {
      toast({ title: 'Invalid URL', description: 'Please enter a valid image URL.', variant: 'destructive' });
      return;
    }
    onSaveUrl(trimmed);
  };

  const continueWithFile = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast({
        title: 'No file selected',
        description: 'Please select an image file to upload.',
        variant: 'destructive',
      });
      return;
    }
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      toast({
        title: 'Upload failed',
        description: 'Please choose a JPEG, PNG, GIF or WebP image of at most 5MB.',
        variant: 'destructive',
      });
      return;
    }
    onFileChosen(file);
    reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Change profile picture</DialogTitle>
          <DialogDescription>Use a picture from the web, or upload one and crop it.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="url">
          <TabsList className="w-full">
            <TabsTrigger value="url">
              <Link2 aria-hidden="true" />
              URL
            </TabsTrigger>
            <TabsTrigger value="file">
              <ImageUp aria-hidden="true" />
              Upload File
            </TabsTrigger>
          </TabsList>
          <TabsContent value="url">
            <form onSubmit={saveUrl} className="grid gap-4">
              <div className="flex items-end gap-3">
                <Avatar src={url.trim() || null} name={name} className="size-14 text-base" />
                <div className="grid flex-1 gap-2">
                  <Label htmlFor={`${id}-url`}>Image URL</Label>
                  <Input
                    id={`${id}-url`}
                    type="url"
                    inputMode="url"
                    placeholder="https://example.com/me.jpg"
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                  />
                </div>
              </div>
              <Button type="submit" disabled={isSavingUrl} className="justify-self-end">
                {isSavingUrl ? <Spinner className="size-4 text-current" label="Saving" /> : null}
                Save Picture
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="file">
            <form onSubmit={continueWithFile} className="grid gap-4">
              <label
                htmlFor={`${id}-file`}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary/50 hover:bg-accent/50',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  file && 'border-primary/50 bg-secondary/60',
                )}
              >
                <ImageUp className="size-8 text-primary" aria-hidden="true" />
                <span className="text-sm font-medium">{file ? file.name : 'Choose an image'}</span>
                <span className="text-xs text-muted-foreground">JPEG, PNG, GIF or WebP, up to 5MB</span>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={IMAGE_MIME_TYPES.join(',')}
                  className="sr-only"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </label>
              <Button type="submit" className="justify-self-end">
                Continue to Crop
              </Button>
            </form>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
