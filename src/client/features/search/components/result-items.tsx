import { ChevronRight, Flame, Heart, ListOrdered, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Badge } from '@/client/components/ui/badge';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import { useNow } from '@/client/lib/render-time';
import type { PublicUser } from '@/shared/api/common';
import type { SearchAnswer, SearchQuestion } from '@/shared/api/search';
import { abbreviateNumber, relativeTime } from '@/shared/format';
import { Highlight } from './highlight';

const rowClass =
  'group flex items-center gap-4 rounded-xl border bg-card p-3 shadow-card transition-[border-color,box-shadow] hover:border-primary/30 hover:shadow-md sm:p-4';

export function QuestionResult({ question, query }: { question: SearchQuestion; query: string }) {
  return (
    <Link to={`/question/${question.id}`} className={rowClass}>
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-brand-from/15 to-brand-to/15 text-primary">
        {question.imageUrl && isDisplayableImageUrl(question.imageUrl) ? (
          <img src={question.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ListOrdered className="size-6" aria-hidden="true" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-center gap-2">
          <p className="truncate font-semibold">
            <Highlight text={question.title} query={query} />
          </p>
          {question.isTrending ? (
            <Badge variant="hot">
              <Flame aria-hidden="true" />
              Trending
            </Badge>
          ) : null}
        </div>
        <p className="line-clamp-1 text-sm text-muted-foreground">
          <Highlight text={question.description} query={query} />
        </p>
        <p className="text-xs text-muted-foreground">
          {abbreviateNumber(question.answersCount)} {question.answersCount === 1 ? 'answer' : 'answers'}
        </p>
      </div>
      <ChevronRight
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

export function UserResult({ user, query }: { user: PublicUser; query: string }) {
  return (
    <Link to={`/users/${encodeURIComponent(user.username)}`} className={rowClass}>
      <Avatar src={user.profilePicture} name={user.displayName} className="size-12" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-semibold">
          <Highlight text={user.displayName} query={query} />
        </p>
        <p className="truncate text-sm text-muted-foreground">
          @<Highlight text={user.username} query={query} />
        </p>
        {user.bio ? <p className="line-clamp-1 text-sm text-muted-foreground">{user.bio}</p> : null}
      </div>
      <div className="hidden shrink-0 items-center gap-3 text-xs text-muted-foreground sm:flex">
        <span className="flex items-center gap-1">
          <ListOrdered className="size-3.5" aria-hidden="true" />
          {abbreviateNumber(user.answersCount)}
        </span>
        <span className="flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          {abbreviateNumber(user.followersCount)}
        </span>
      </div>
      <ChevronRight
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

export function AnswerResult({ answer, query }: { answer: SearchAnswer; query: string }) {
  const now = useNow();
  return (
    <Link to={`/question/${answer.questionId}#response-${answer.id}`} className={`${rowClass} items-start`}>
      <Avatar src={answer.user.profilePicture} name={answer.user.displayName} className="size-10" />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="grid gap-0.5">
          <p className="truncate text-sm">
            <span className="font-semibold">{answer.user.displayName}</span>
            <span className="text-muted-foreground"> · {relativeTime(answer.createdAt, now)}</span>
          </p>
          <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-foreground/90">
            <ListOrdered className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">{answer.question.title}</span>
          </p>
        </div>
        <ol className="flex flex-wrap gap-1.5">
          {answer.answers.map((item, i) => (
            <li
              key={i}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs"
            >
              <span className="font-bold text-primary">{i + 1}</span>
              <span className="truncate">
                <Highlight text={item} query={query} />
              </span>
            </li>
          ))}
        </ol>
        <p className="flex items-center gap-3 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {abbreviateNumber(answer.likesCount)}
          </span>
          <span className="flex items-center gap-1">
            <MessageCircle className="size-3.5" aria-hidden="true" />
            {abbreviateNumber(answer.commentsCount)}
          </span>
        </p>
      </div>
    </Link>
  );
}
