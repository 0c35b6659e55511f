/**
 * The share cards' layouts as satori elements (flexbox only, inline styles): a question with the crowd's
 * Top 5, a member's Top 5, a member, and a member's Top 5 as a 1080x1920 story. Texts are cut here, since
 * satori draws what it is given.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { SharedProfile, SharedQuestion, SharedResponse } from './share-content.js';

type Style = Record<string, string | number>;

const h = (style: Style, ...children: ReactNode[]): ReactElement =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const STORY_SIZE = { width: 1080, height: 1920 } as const;

const BRAND_GRADIENT = 'linear-gradient(135deg, #6d28d9 0%, #a21caf 55%, #db2777 100%)';
const INK = '#1f1b2d';
const MUTED = '#6b6585';

/** Cuts a text to `max` characters (by code point) with an ellipsis. */
export function cut(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function brand(size: number, onDark = true): ReactElement {
  return h(
    { alignItems: 'center', gap: size * 0.4 },
    h(
      {
        width: size,
        height: size,
        borderRadius: size * 0.3,
        background: onDark ? '#ffffff' : BRAND_GRADIENT,
        color: onDark ? '#6d28d9' : '#ffffff',
        fontSize: size * 0.6,
        fontWeight: 700,
        alignItems: 'center',
        justifyContent: 'center',
      },
      '5',
    ),
    h({ fontSize: size * 0.62, fontWeight: 700, color: onDark ? '#ffffff' : INK }, 'Top 5'),
  );
}

function avatar(member: { displayName: string }, image: string | null, size: number): ReactElement {
  if (image) {
    return createElement('img', {
      src: image,
      width: size,
      height: size,
      style: { width: size, height: size, borderRadius: size / 2, border: '4px solid #ffffff' },
    });
  }
  const initial = [...member.displayName.trim()][0]?.toUpperCase() ?? '?';
  return h(
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      background: '#ede9fe',
      color: '#6d28d9',
      border: '4px solid #ffffff',
      fontSize: size * 0.45,
      fontWeight: 700,
      alignItems: 'center',
      justifyContent: 'center',
    },
    initial,
  );
}

/** Five numbered rows; fewer items leave the rest out. */
function rankedList(labels: string[], size: { font: number; gap: number; maxChars: number }): ReactElement {
  return h(
    { flexDirection: 'column', gap: size.gap },
    ...labels.map((label, index) =>
      h(
        { alignItems: 'center', gap: size.font * 0.6 },
        h(
          {
            width: size.font * 1.6,
            height: size.font * 1.6,
            borderRadius: size.font * 0.4,
            background: index === 0 ? BRAND_GRADIENT : '#ede9fe',
            color: index === 0 ? '#ffffff' : '#6d28d9',
            fontSize: size.font * 0.85,
            fontWeight: 700,
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          },
          String(index + 1),
        ),
        h({ fontSize: size.font, fontWeight: 700, color: INK }, cut(label, size.maxChars)),
      ),
    ),
  );
}

function frame(children: ReactNode[], footer: string): ReactElement {
  return h(
    {
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      background: BRAND_GRADIENT,
      padding: 40,
      boxSizing: 'border-box',
      flexDirection: 'column',
      fontFamily: 'Inter, DejaVu Sans',
    },
    h(
      {
        flex: 1,
        background: '#ffffff',
        borderRadius: 32,
        padding: '40px 48px',
        flexDirection: 'column',
        gap: 24,
      },
      ...children,
    ),
    h(
      { marginTop: 20, justifyContent: 'space-between', alignItems: 'center', color: '#ffffff' },
      brand(40),
      h({ fontSize: 26, fontWeight: 400, opacity: 0.9 }, footer),
    ),
  );
}

const lists = (n: number) => (n === 1 ? '1 list' : `${n.toLocaleString('en-US')} lists`);

export function questionCard(question: SharedQuestion, site: string): ReactElement {
  const labels = question.top.map((item) => item.label);
  return frame(
    [
      h({ fontSize: 44, fontWeight: 700, color: INK, lineHeight: 1.15 }, cut(question.title, 80)),
      labels.length > 0
        ? h(
            { flexDirection: 'column', gap: 14 },
            h({ fontSize: 24, color: MUTED }, `The crowd's Top 5 from ${lists(question.answersCount)}`),
            rankedList(labels, { font: 30, gap: 10, maxChars: 52 }),
          )
        : h({ fontSize: 32, color: MUTED }, 'No lists yet. Share your Top 5 first!'),
    ],
    site,
  );
}

export function responseCard(response: SharedResponse, image: string | null, site: string): ReactElement {
  return frame(
    [
      h(
        { alignItems: 'center', gap: 24 },
        avatar(response.member, image, 96),
        h(
          { flexDirection: 'column', gap: 4, flex: 1 },
          h({ fontSize: 34, fontWeight: 700, color: INK }, `${cut(response.member.displayName, 40)}'s Top 5`),
          h({ fontSize: 26, color: MUTED }, cut(response.question.title, 70)),
        ),
      ),
      rankedList(response.answers, { font: 30, gap: 10, maxChars: 52 }),
    ],
    site,
  );
}

export function profileCard(profile: SharedProfile, image: string | null, site: string): ReactElement {
  const facts = `${lists(profile.answersCount)} · ${profile.followersCount.toLocaleString('en-US')} ${
    profile.followersCount === 1 ? 'follower' : 'followers'
  }`;
  return frame(
    [
      h(
        { flex: 1, alignItems: 'center', gap: 48 },
        avatar(profile, image, 220),
        h(
          { flexDirection: 'column', gap: 12, flex: 1 },
          h({ fontSize: 56, fontWeight: 700, color: INK, lineHeight: 1.1 }, cut(profile.displayName, 40)),
          h({ fontSize: 32, color: MUTED }, `@${cut(profile.username, 40)}`),
          profile.bio ? h({ fontSize: 28, color: INK, lineHeight: 1.3 }, cut(profile.bio, 120)) : null,
          h({ fontSize: 28, color: '#6d28d9', fontWeight: 700 }, facts),
        ),
      ),
    ],
    site,
  );
}

export function responseStory(response: SharedResponse, image: string | null, site: string): ReactElement {
  return h(
    {
      width: STORY_SIZE.width,
      height: STORY_SIZE.height,
      background: BRAND_GRADIENT,
      padding: '160px 72px 120px',
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      fontFamily: 'Inter, DejaVu Sans',
    },
    brand(72),
    h(
      {
        background: '#ffffff',
        borderRadius: 48,
        padding: '64px 56px',
        flexDirection: 'column',
        gap: 40,
      },
      h(
        { alignItems: 'center', gap: 28 },
        avatar(response.member, image, 140),
        h(
          { flexDirection: 'column', gap: 6, flex: 1 },
          h({ fontSize: 44, fontWeight: 700, color: INK }, `${cut(response.member.displayName, 28)}'s Top 5`),
        ),
      ),
      h({ fontSize: 52, fontWeight: 700, color: INK, lineHeight: 1.15 }, cut(response.question.title, 90)),
      rankedList(response.answers, { font: 46, gap: 24, maxChars: 30 }),
    ),
    h(
      { flexDirection: 'column', alignItems: 'center', color: '#ffffff', gap: 12 },
      h({ fontSize: 44, fontWeight: 700 }, 'What is your Top 5?'),
      h({ fontSize: 36, opacity: 0.9 }, site),
    ),
  );
}
