import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import type { SearchResult } from '@/shared/api/search';
import { formatSearchCount } from '@/shared/format';
import type { SearchType } from '@/shared/schemas/social';
import { AnswerResult, QuestionResult, UserResult } from './result-items';

function Group({
  title,
  count,
  onSeeAll,
  children,
}: {
  title: string;
  count: number;
  onSeeAll: () => void;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">
          {title} <span className="font-normal text-muted-foreground">({formatSearchCount(count)})</span>
        </h2>
        {count > 3 ? (
          <Button variant="link" size="sm" onClick={onSeeAll}>
            See all {formatSearchCount(count)}
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2">{children}</ul>
    </section>
  );
}

/** The 'all' tab: up to 3 of each group, each with a way to its own tab. */
export function AllResults({
  result,
  query,
  onTab,
}: {
  result: SearchResult;
  query: string;
  onTab: (type: SearchType) => void;
}) {
  const { counts } = result;
  return (
    <div className="grid gap-8">
      {result.questions.length > 0 ? (
        <Group title="Questions" count={counts.questions} onSeeAll={() => onTab('questions')}>
          {result.questions.map((question) => (
            <li key={question.id}>
              <QuestionResult question={question} query={query} />
            </li>
          ))}
        </Group>
      ) : null}
      {result.users.length > 0 ? (
        <Group title="Users" count={counts.users} onSeeAll={() => onTab('users')}>
          {result.users.map((user) => (
            <li key={user.id}>
              <UserResult user={user} query={query} />
            </li>
          ))}
        </Group>
      ) : null}
      {result.answers.length > 0 ? (
        <Group title="Answers" count={counts.answers} onSeeAll={() => onTab('answers')}>
          {result.answers.map((answer) => (
            <li key={answer.id}>
              <AnswerResult answer={answer} query={query} />
            </li>
          ))}
        </Group>
      ) : null}
    </div>
  );
}

/** One group's results, from every loaded page. */
export function TypeResults({
  pages,
  type,
  query,
}: {
  pages: SearchResult[];
  type: Exclude<SearchType, 'all'>;
  query: string;
}) {
  return (
    <ul className="grid gap-2">
      {type === 'questions'
        ? pages.flatMap((page) =>
            page.questions.map((question) => (
              <li key={question.id}>
                <QuestionResult question={question} query={query} />
              </li>
            )),
          )
        : type === 'users'
          ? pages.flatMap((page) =>
              page.users.map((user) => (
                <li key={user.id}>
                  <UserResult user={user} query={query} />
                </li>
              )),
            )
          : pages.flatMap((page) =>
              page.answers.map((answer) => (
                <li key={answer.id}>
                  <AnswerResult answer={answer} query={query} />
                </li>
              )),
            )}
    </ul>
  );
}
