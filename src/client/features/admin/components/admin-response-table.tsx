import { EyeOff, Lock, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import type { AdminResponse } from '@/shared/api/admin-responses';
import { formatDate } from './admin-format';
import { AdminTable, Cell, HeadCell } from './admin-table';

/** Private (isPublic false) and hidden (by an approved report) responses are marked so. */
export function ResponseMarks({ isPublic, isHidden }: { isPublic: boolean; isHidden: boolean }) {
  return (
    <div className="flex flex-wrap gap-1">
      {isPublic ? <Badge variant="outline">Public</Badge> : null}
      {isPublic ? null : (
        <Badge variant="secondary">
          <Lock aria-hidden="true" />
          Private
        </Badge>
      )}
      {isHidden ? (
        <Badge variant="destructive">
          <EyeOff aria-hidden="true" />
          Hidden
        </Badge>
      ) : null}
    </div>
  );
}

/** A response's five answers, compact: '1. ...' to '5. ...'. */
export function CompactAnswers({ answers }: { answers: string[] }) {
  return (
    <ol className="grid min-w-48 gap-0.5 text-[0.8125rem]">
      {answers.map((answer, index) => (
        <li key={index} className="flex gap-1.5">
          <span className="w-3 shrink-0 text-right font-semibold text-muted-foreground tabular-nums">
            {index + 1}
          </span>
          <span className="truncate" title={answer}>
            {answer}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Responses as the admin sees them; with onDelete, each row has a delete button. */
export function AdminResponseTable({
  responses,
  onDelete,
  showAuthor = true,
}: {
  responses: AdminResponse[];
  onDelete?: (response: AdminResponse) => void;
  showAuthor?: boolean;
}) {
  return (
    <AdminTable label="Responses">
      <thead>
        <tr>
          <HeadCell>Question</HeadCell>
          {showAuthor ? <HeadCell>Author</HeadCell> : null}
          <HeadCell>Top 5</HeadCell>
          <HeadCell>Visibility</HeadCell>
          <HeadCell className="text-right">Version</HeadCell>
          <HeadCell className="text-right">Likes</HeadCell>
          <HeadCell className="text-right">Comments</HeadCell>
          <HeadCell>Created</HeadCell>
          {onDelete ? <HeadCell className="text-right">Actions</HeadCell> : null}
        </tr>
      </thead>
      <tbody>
        {responses.map((response) => (
          <tr key={response.id} className="border-t align-top">
            <Cell>
              <Link
                to={`/question/${response.question.id}#response-${response.id}`}
                className="line-clamp-2 min-w-40 font-medium hover:text-primary hover:underline"
              >
                {response.question.title}
              </Link>
            </Cell>
            {showAuthor ? (
              <Cell>
                <Link to={`/users/${encodeURIComponent(response.user.username)}`} className="hover:underline">
                  <span className="block font-medium">{response.user.displayName}</span>
                  <span className="block text-xs text-muted-foreground">@{response.user.username}</span>
                </Link>
              </Cell>
            ) : null}
            <Cell>
              <CompactAnswers answers={response.answers} />
            </Cell>
            <Cell>
              <ResponseMarks isPublic={response.isPublic} isHidden={response.isHidden} />
            </Cell>
            <Cell className="text-right tabular-nums">{response.version}</Cell>
            <Cell className="text-right tabular-nums">{response.likesCount}</Cell>
            <Cell className="text-right tabular-nums">{response.commentsCount}</Cell>
            <Cell className="whitespace-nowrap">{formatDate(response.createdAt)}</Cell>
            {onDelete ? (
              <Cell className="text-right">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => onDelete(response)}
                  aria-label={`Delete ${response.user.displayName}'s response to ${response.question.title}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </Cell>
            ) : null}
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
