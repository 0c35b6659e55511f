import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown-content';

describe('privacy policy Markdown', () => {
  it('renders headings, lists and links', () => {
    const html = renderMarkdown('# Policy\n\n- one\n- two\n\n[Contact](https://example.com/contact)');
    expect(html).toContain('<h1>Policy</h1>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain(
      '<a href="https://example.com/contact" target="_blank" rel="noopener noreferrer">',
    );
  });

  it("steps headings down under a page's own h1, so /privacy has one h1", () => {
    const html = renderMarkdown('# Privacy Policy\n\n## Cookies\n\ntext', { headingShift: 1 });
    expect(html).toContain('<h2>Privacy Policy</h2>');
    expect(html).toContain('<h3>Cookies</h3>');
    expect(html).not.toContain('<h1');
    // Without a shift (the editor's preview) the text's own levels stay.
    expect(renderMarkdown('# Policy')).toContain('<h1>Policy</h1>');
  });

  it('shows raw HTML as text and refuses script addresses', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](data:text/html,x)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|href="data/i);
    expect(html).toContain('&lt;script&gt;');
  });
});
