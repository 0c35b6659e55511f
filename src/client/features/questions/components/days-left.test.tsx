import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DaysLeft } from './days-left';

const now = new Date('2026-05-10T12:00:00Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('days left label', () => {
  it("reads 'No end date' when the question has none", () => {
    render(<DaysLeft endDate={null} now={now} />);
    expect(screen.getByText('No end date')).toBeVisible();
  });

  it('rounds a part day up: 36 hours is 2 days left', () => {
    render(<DaysLeft endDate={hoursFromNow(36)} now={now} />);
    expect(screen.getByText('2 days left')).toBeVisible();
  });

  it("says '1 day left' in the last day", () => {
    render(<DaysLeft endDate={hoursFromNow(1)} now={now} />);
    expect(screen.getByText('1 day left')).toBeVisible();
  });

  it("says 'Ended' once the end date has passed", () => {
    render(<DaysLeft endDate={hoursFromNow(-5)} now={now} />);
    expect(screen.getByText('Ended')).toBeVisible();
  });
});
