/** The words and links of each kind of notification. */

const SNIPPET_MAX = 80;

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > SNIPPET_MAX ? `${oneLine.slice(0, SNIPPET_MAX - 1)}…` : oneLine;
}

/** Opens the question with the response highlighted (docs/product.md section 2, Question detail). */
export const responseUrl = (questionId: number, responseId: number) =>
  `/question/${questionId}#response-${responseId}`;
export const profileUrl = (username: string) => `/users/${encodeURIComponent(username)}`;
export const questionUrl = (questionId: number) => `/question/${questionId}`;

export const notificationTexts = {
  like: (actor: string, questionTitle: string) => ({
    title: 'New like',
    message: `${actor} liked your Top 5 for "${questionTitle}"`,
  }),
  comment: (actor: string, questionTitle: string, content: string) => ({
    title: 'New comment',
    message: `${actor} commented on your Top 5 for "${questionTitle}": "${snippet(content)}"`,
  }),
  follow: (actor: string) => ({
    title: 'New follower',
    message: `${actor} started following you`,
  }),
  trending: (questionTitle: string) => ({
    title: 'Trending question',
    message: `"${questionTitle}", which you answered, is now trending`,
  }),
  goalAchieved: (targetCount: number) => ({
    title: 'Community goal reached!',
    message: `${targetCount.toLocaleString('en-US')} members reached! Thank you for being part of the community.`,
  }),
  /** To each member whose report an admin settled. */
  reportReviewed: (status: 'approved' | 'rejected', author: string, questionTitle: string) => ({
    title: 'Your report was reviewed',
    message:
      status === 'approved'
        ? `Thank you for your report on ${author}'s Top 5 for "${questionTitle}". We agreed, and it is now hidden.`
        : `Thank you for your report on ${author}'s Top 5 for "${questionTitle}". We found it within our rules, so it stays visible.`,
  }),
};
