import { describe, expect, it } from 'vitest';
import { crowdRankText, rarityText } from './match-texts';

describe('match texts', () => {
  it('words the rarest pick as the issue does: "only 3% of lists name it"', () => {
    expect(rarityText(3.2)).toBe('only 3% of lists name it');
    expect(rarityText(33.3)).toBe('only 33% of lists name it');
    expect(rarityText(0.4)).toBe('fewer than 1% of lists name it');
    expect(rarityText(0)).toBe('fewer than 1% of lists name it');
    expect(rarityText(100)).toBe('every list names it');
  });

  it('says where the crowd ranks a pick, or that it is outside the top 100 read', () => {
    expect(crowdRankText({ answer: 'Queen', crowdRank: 1, lists: 6, share: 100 })).toBe(
      'the crowd ranks it #1',
    );
    expect(crowdRankText({ answer: 'Gigli', crowdRank: null, lists: 1, share: 0.1 })).toBe(
      "outside the crowd's top 100",
    );
  });
});
