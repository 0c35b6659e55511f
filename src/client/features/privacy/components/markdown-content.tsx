import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';
import { cn } from '@/client/lib/utils';

/**
 * Markdown that can run no script: raw HTML in the text is shown as text (html: false), and markdown-it's
 * link check refuses javascript:, vbscript:, file: and data: addresses. Links leave without the opener.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Under a page's own h1 the text's headings step down a level (# -> h2), so a page keeps one h1.
for (const rule of ['heading_open', 'heading_close'] as const) {
  markdown.renderer.rules[rule] = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const shift = Number((env as { headingShift?: number } | undefined)?.headingShift ?? 0);
    const level = Number(token.tag.slice(1));
    if (shift) token.tag = `h${Math.min(6, level + shift)}`;
    return self.renderToken(tokens, idx, options);
  };
}

export function renderMarkdown(source: string, { headingShift = 0 }: { headingShift?: number } = {}): string {
  return markdown.render(source, { headingShift });
}

const proseClasses = cn(
  'text-[0.9375rem] leading-relaxed text-foreground/90',
  '[&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-foreground first:[&_h1]:mt-0',
  '[&_h2]:mt-7 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/30 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-[0.9em] [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3',
  '[&_hr]:my-6 [&_hr]:border-border [&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_table]:my-3 [&_table]:w-full [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1',
);

/** Renders Markdown as HTML with the page's reading styles (no script can run from it, see above). */
export function MarkdownContent({
  source,
  className,
  headingShift = 0,
}: {
  source: string;
  className?: string;
  /** Levels to step the text's headings down: 1 under a page's own h1. */
  headingShift?: number;
}) {
  const html = useMemo(() => renderMarkdown(source, { headingShift }), [source, headingShift]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with html: false escapes raw HTML and refuses script URLs.
  return <div className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
