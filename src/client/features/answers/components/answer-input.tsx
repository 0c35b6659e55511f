import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { SafeImage } from '@/client/components/ui/safe-image';
import { CatalogPickerDialog, PICKER_NOUNS, type PickerKind } from '@/client/features/catalog';
import { ANSWER_MAX } from '@/shared/constants';

export interface AnswerInputProps {
  /** The control's id (its label points at it). */
  id: string;
  questionId: number;
  /** 0 for the first place ... 4 for the fifth. */
  index: number;
  value: string;
  /** The image kept with this answer ('' for none). */
  imageUrl?: string;
  /** A pick passes the chosen item's image along ('' for none); typing passes '' (the old image is gone). */
  onChange: (value: string, imageUrl?: string | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
}

const PLACEHOLDERS = ['Your #1 pick', 'Your #2 pick', 'Your #3 pick', 'Your #4 pick', 'Your #5 pick'];

/** Which picker each catalog question uses (docs/product.md section 2, Question detail); others are plain text. */
const PICKERS: Partial<Record<number, PickerKind>> = {
  1: 'athlete',
  2: 'tvShow',
  3: 'movie',
  4: 'artist',
  5: 'artist',
};

/** Only image URLs the server keeps with an answer (web or our uploads); anything else is left out. */
function answerImageOf(url: string | null): string {
  return url && /^(https?:\/\/|\/uploads\/)/.test(url) ? url : '';
}

/**
 * One answer of the Top 5. Questions 1 to 5 add a Search button opening their catalog picker; a pick fills the
 * slot and keeps the item's image. The slot stays typeable, and typing over a pick drops its image.
 */
export function AnswerInput({
  id,
  questionId,
  index,
  value,
  imageUrl = '',
  onChange,
  onBlur,
  invalid,
  disabled,
}: AnswerInputProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const kind = PICKERS[questionId];
  const input = (
    <Input
      id={id}
      value={value}
      maxLength={ANSWER_MAX}
      autoComplete="off"
      placeholder={PLACEHOLDERS[index]}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value, '')}
      onBlur={onBlur}
    />
  );
  if (!kind) return input;

  return (
    // The box keeps at least 10rem: with large text the Search button goes under it rather than squeezing it.
    <div className="flex flex-wrap items-center gap-2">
      {imageUrl ? <SafeImage src={imageUrl} name={value} className="size-10" /> : null}
      <div className="min-w-[min(100%,10rem)] flex-1">{input}</div>
      <Button
        variant="outline"
        onClick={() => setPickerOpen(true)}
        disabled={disabled}
        aria-label={`Search ${PICKER_NOUNS[kind]} for answer ${index + 1}`}
      >
        <Search aria-hidden="true" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
      <CatalogPickerDialog
        kind={kind}
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        rank={index + 1}
        initialQuery={value}
        onPick={(item) => onChange(item.name, answerImageOf(item.imageUrl))}
      />
    </div>
  );
}
