import { answerCountLabel, useHotQuestions } from '@/client/features/questions';

/**
 * The sign-in showcase's card: the hottest question of the week with its real answer count and current top
 * results. Nothing when there is none (a new site) or it cannot be read: never made-up numbers.
 */
export function HotQuestionGlimpse() {
  const { data } = useHotQuestions();
  const hot = data?.find((question) => question.topResults.length > 0);
  if (!hot) return null;
  return (
    <div
      data-testid="hot-question-glimpse"
      className="grid gap-3 rounded-2xl bg-white/12 p-5 ring-1 ring-white/20 backdrop-blur-sm"
    >
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-semibold">{hot.title}</p>
        <p className="shrink-0 text-xs text-white/70">{answerCountLabel(hot.answersCount)}</p>
      </div>
      <ol className="grid gap-2.5">
        {hot.topResults.map(({ item, percentage }, index) => (
          <li key={item} className="grid gap-1">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-center gap-2.5">
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20 text-[0.6875rem] font-bold">
                  {index + 1}
                </span>
                <span className="truncate">{item}</span>
              </span>
              <span className="text-white/80 tabular-nums">{Math.round(percentage)}%</span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-white/15">
              <div className="h-full rounded-full bg-white/85" style={{ width: `${percentage}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
