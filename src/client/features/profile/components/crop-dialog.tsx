import { ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import {
  type CropPosition,
  clampPosition,
  cropToJpeg,
  displayScale,
  type Size,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from './crop-geometry';

const VIEWPORT = 272;
const KEY_STEP = 10;

/**
 * The round crop dialog (docs/product.md section 2, Profile): drag the picture into place, zoom 1 to 3 in
 * steps of 0.1, and Apply Crop hands back a square JPEG.
 */
export function CropDialog({
  file,
  onCancel,
  onCropped,
  isSaving,
}: {
  /** The chosen image; the dialog is open while there is one. */
  file: File | null;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
  isSaving: boolean;
}) {
  const [source, setSource] = useState<string | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [position, setPosition] = useState<CropPosition>({ zoom: 1, x: 0, y: 0 });
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  useEffect(() => {
    setNatural(null);
    setFailed(false);
    setPosition({ zoom: 1, x: 0, y: 0 });
    if (!file) {
      setSource(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const move = (next: CropPosition) => {
    if (natural) setPosition(clampPosition(next, natural, VIEWPORT));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, x: position.x, y: position.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    move({
      ...position,
      x: start.x + event.clientX - start.pointerX,
      y: start.y + event.clientY - start.pointerY,
    });
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const step = delta[event.key];
    if (!step) return;
    event.preventDefault();
    move({ ...position, x: position.x + step[0], y: position.y + step[1] });
  };

  const apply = async () => {
    const image = imageRef.current;
    if (!image || !natural) return;
    try {
      onCropped(await cropToJpeg(image, position, VIEWPORT));
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: error instanceof Error ? error.message : 'Could not crop the image.',
        variant: 'destructive',
      });
    }
  };

  const scale = natural ? displayScale(natural, VIEWPORT, position.zoom) : 1;
  const zoomLabel = `${Math.round(position.zoom * 100)}%`;

  return (
    <Dialog open={file !== null} onOpenChange={(open) => (!open && !isSaving ? onCancel() : undefined)}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Crop your picture</DialogTitle>
          <DialogDescription>Drag to position it and zoom to fit the circle.</DialogDescription>
        </DialogHeader>
        <div
          role="application"
          aria-label="Picture position. Drag, or use the arrow keys, to move it."
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the picture.
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
          className="relative mx-auto cursor-grab touch-none overflow-hidden rounded-2xl bg-muted select-none active:cursor-grabbing"
          style={{ width: VIEWPORT, height: VIEWPORT }}
        >
          {source && !failed ? (
            <img
              ref={imageRef}
              src={source}
              alt="Your new profile"
              draggable={false}
              onLoad={(event) =>
                setNatural({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              onError={() => setFailed(true)}
              className="pointer-events-none absolute max-w-none"
              style={
                natural
                  ? {
                      width: natural.width * scale,
                      height: natural.height * scale,
                      left: VIEWPORT / 2 + position.x - (natural.width * scale) / 2,
                      top: VIEWPORT / 2 + position.y - (natural.height * scale) / 2,
                    }
                  : { opacity: 0 }
              }
            />
          ) : null}
          {failed ? (
            <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted-foreground">
              This file could not be read as an image.
            </p>
          ) : null}
          {/* The round window: everything outside the circle is dimmed. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_9999px_rgb(0_0_0/0.5)] ring-2 ring-white/90"
          />
          {!natural && !failed ? (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner label="Loading picture" />
            </div>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <ZoomOut className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {/* A native range: arrow keys step by 0.1, and the browser gives it the slider role. */}
          <input
            type="range"
            aria-label="Zoom"
            aria-valuetext={zoomLabel}
            min={ZOOM_MIN}
            max={ZOOM_MAX}
            step={ZOOM_STEP}
            value={position.zoom}
            onChange={(event) => move({ ...position, zoom: Number(event.currentTarget.value) })}
            disabled={!natural}
            className="h-5 flex-1 cursor-grab accent-primary disabled:cursor-default disabled:opacity-50"
          />
          <ZoomIn className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="w-11 text-right text-xs text-muted-foreground tabular-nums">{zoomLabel}</span>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button onClick={() => void apply()} disabled={!natural || isSaving}>
            {isSaving ? <Spinner className="size-4 text-current" label="Uploading" /> : null}
            Apply Crop
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
