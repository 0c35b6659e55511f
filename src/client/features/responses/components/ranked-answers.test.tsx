import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankedAnswers } from './ranked-answers';

describe('ranked answers', () => {
  it("shows our own images, a placeholder for a third party's, and nothing where an answer has none", () => {
    const { container } = render(
      <RankedAnswers
        answers={['Queen', 'Beyoncé', 'Drake', 'Adele', 'Prince']}
        images={['/uploads/queen.jpg', 'https://i.scdn.co/image/b.jpg', '', '', '']}
      />,
    );
    expect(Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/queen.jpg',
    ]);
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(1);
    expect(screen.getByText('BE')).toBeVisible();
  });
});
