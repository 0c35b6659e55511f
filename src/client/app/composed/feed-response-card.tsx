/**
 * The response card as every feed shows it: the card from the responses feature with the share menu in
 * its corner and, in `footer`, the social bar (like, comment, report) that the social layer plugs in here.
 * Feeds render only this component, so the card changes in one place.
 */
import { DeleteOwnResponse } from '@/client/features/responses/components/delete-own-response';
import { ResponseCard } from '@/client/features/responses/components/response-card';
import { ShareMenu } from '@/client/features/share/components/share-menu';
import { ResponseSocialBar } from '@/client/features/social/components/response-social-bar';
import type { Response } from '@/shared/api/responses';

export interface FeedResponseCardProps {
  response: Response;
  highlighted?: boolean;
}

export function FeedResponseCard({ response, highlighted }: FeedResponseCardProps) {
  return (
    <ResponseCard
      response={response}
      highlighted={highlighted}
      share={
        <div className="flex items-center">
          <DeleteOwnResponse response={response} />
          <ShareMenu
            iconOnly
            label="Share this Top 5"
            // ?response= lets the server give the link this list's card; the anchor scrolls to it.
            url={`/question/${response.question.id}?response=${response.id}#response-${response.id}`}
            storyImage={`/og/response/${response.id}/story.png`}
            text={`${response.user.displayName}'s Top 5: ${response.question.title}`}
          />
        </div>
      }
      footer={<ResponseSocialBar response={response} />}
    />
  );
}
