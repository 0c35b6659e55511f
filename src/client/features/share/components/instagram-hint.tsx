/**
 * The Instagram toast's hint (docs/product.md section 2 Share), with a download of the list as a story
 * picture (1080x1920, drawn by the server) when there is one.
 */
export const INSTAGRAM_HINT = 'Paste the link into your Instagram story, post or bio to share it.';

export function instagramHint(storyImage: string | undefined) {
  if (!storyImage) return INSTAGRAM_HINT;
  return (
    <span className="grid gap-1">
      <span>{INSTAGRAM_HINT}</span>
      <a
        href={storyImage}
        download="top5-story.png"
        className="font-medium text-primary underline underline-offset-4"
      >
        Download the story image
      </a>
    </span>
  );
}
