import { Input } from '@/client/components/ui/input';

export interface AnswerInputProps {
  /** The control's id (its label points at it). */
  id: string;
  questionId: number;
  /** 0 for the first place ... 4 for the fifth. */
  index: number;
  value: string;
  /** A picker passes the chosen item's image along; plain text has none. */
  onChange: (value: string, imageUrl?: string | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
}

const PLACEHOLDERS = ['Your #1 pick', 'Your #2 pick', 'Your #3 pick', 'Your #4 pick', 'Your #5 pick'];

/**
 * One answer of the Top 5. Plain text for now; the integrations issue swaps in a picker per question
 * (athletes for question 1, TV shows for 2, movies for 3, artists for 4 and 5) behind these same props.
 */
export function AnswerInput({ id, index, value, onChange, onBlur, invalid, disabled }: AnswerInputProps) {
  return (
    <Input
      id={id}
      value={value}
      maxLength={100}
      autoComplete="off"
      placeholder={PLACEHOLDERS[index]}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
