import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import type { Athlete } from '@/shared/api/catalog';
import { AthletePickerDialog } from './athlete-picker-dialog';

const url = (query: string) => `GET /api/sportsdb/athletes/search?query=${encodeURIComponent(query)}`;

const jordan: Athlete = {
  id: 's-michael-jordan',
  name: 'Michael Jordan',
  imageUrl: null,
  sport: 'Basketball',
  team: 'Chicago Bulls',
  nationality: 'American',
  birthDate: '1963-02-17',
  position: 'Shooting guard',
  description: 'Six-time NBA champion.',
  sportsdbUrl: 'https://www.thesportsdb.com/player/34146370',
  website: null,
};
const retired: Athlete = {
  ...jordan,
  id: 's-x',
  name: 'Someone Retired',
  team: null,
  position: null,
  sportsdbUrl: null,
};

function open(onPick = vi.fn()) {
  renderApp(<AthletePickerDialog open onOpenChange={vi.fn()} rank={5} onPick={onPick} />, { user: null });
  return { onPick, searchBox: screen.getByRole('searchbox', { name: 'Search athletes' }) };
}

// Searches wait 300 ms before they start: give them room on a busy machine (the default wait is 1 s).
configure({ asyncUtilTimeout: 4000 });

describe('athlete picker', { timeout: 20_000 }, () => {
  it("says 'Search for athletes to see results' before anything is typed", () => {
    mockFetch({});
    open();
    expect(screen.getByText('Search for athletes to see results')).toBeVisible();
  });

  it('shows sport, team, nationality and position, and leaves out what is unknown', async () => {
    mockFetch({ [url('m')]: { body: { athletes: [jordan, retired], source: 'offline' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'm');
    const row = (await screen.findByRole('button', { name: 'Michael Jordan' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Basketball · Chicago Bulls')).toBeVisible();
    expect(within(row).getByText('American · Shooting guard')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Open Michael Jordan on TheSportsDB' })).toBeVisible();

    const other = screen.getByRole('button', { name: 'Someone Retired' }).closest('li') as HTMLElement;
    expect(within(other).getByText('Basketball')).toBeVisible();
    expect(within(other).getByText('American')).toBeVisible();
    expect(within(other).queryByRole('link')).toBeNull();
  });

  it('picking an athlete without an image hands over no image and confirms with a toast', async () => {
    mockFetch({ [url('jordan')]: { body: { athletes: [jordan], source: 'offline' } } });
    const { onPick, searchBox } = open();
    const user = userEvent.setup();
    await user.type(searchBox, 'jordan');
    await user.click(await screen.findByRole('button', { name: 'Michael Jordan' }));
    expect(onPick).toHaveBeenCalledWith({ name: 'Michael Jordan', imageUrl: null });
    expect(await screen.findByText('"Michael Jordan" added to #5')).toBeVisible();
  });

  it('says \'No athletes found for "{query}"\' when nothing matches', async () => {
    mockFetch({ [url('qqq')]: { body: { athletes: [], source: 'offline' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'qqq');
    expect(await screen.findByText('No athletes found for "qqq"')).toBeVisible();
  });

  it("says 'Failed to search athletes. Please try again.' when the search fails", async () => {
    mockFetch({ [url('pele')]: { status: 502, body: { error: 'TheSportsDB did not answer' } } });
    const { searchBox } = open();
    await userEvent.setup().type(searchBox, 'pele');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to search athletes. Please try again.',
    );
  });
});
