import { cn } from '@/client/lib/utils';
import { percent } from './agreement';

/**
 * The agreement as a ring filled to its percentage, with the number in the middle. `size` is in CSS pixels
 * at the default text size; the ring is drawn in rem, so it grows with the reader's text size.
 */
export function ScoreRing({
  score,
  size = 112,
  className,
}: {
  score: number;
  size?: number;
  className?: string;
}) {
  const value = percent(score);
  const stroke = Math.max(6, Math.round(size / 12));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const rem = (px: number) => `${px / 16}rem`;
  return (
    <div className={cn('relative shrink-0', className)} style={{ width: rem(size), height: rem(size) }}>
      <svg
        width="100%"
        height="100%"
        viewBox={`0 0 ${size} ${size}`}
        className="-rotate-90"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="score-ring-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="var(--color-brand-from)" />
            <stop offset="100%" stopColor="var(--color-brand-to)" />
          </linearGradient>
        </defs>
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-muted"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          stroke="url(#score-ring-gradient)"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
          className="transition-[stroke-dashoffset] duration-700"
        />
      </svg>
      <span
        className="absolute inset-0 flex items-center justify-center font-extrabold tabular-nums"
        style={{ fontSize: rem(size / 4.2) }}
      >
        {value}%
      </span>
    </div>
  );
}
