import { describe, expect, it } from 'vitest';
import { isDisplayableImageUrl } from './image-url';

const origin = 'https://top5.example';

describe('isDisplayableImageUrl', () => {
  it.each([
    '/uploads/questions/a.png',
    'https://top5.example/uploads/b.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('lets the browser load %s', (url) => {
    expect(isDisplayableImageUrl(url, origin)).toBe(true);
  });

  it.each([
    'https://i.scdn.co/image/abc',
    'http://top5.example/uploads/b.jpg',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'javascript:alert(1)',
    'data:text/html,<b>hi</b>',
    '',
    null,
    undefined,
  ])('keeps %s out (a third party, another scheme or nothing)', (url) => {
    expect(isDisplayableImageUrl(url, origin)).toBe(false);
  });
});
