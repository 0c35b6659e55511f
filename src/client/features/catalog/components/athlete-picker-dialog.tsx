import { SafeImage } from '@/client/components/ui/safe-image';
import type { Athlete } from '@/shared/api/catalog';
import { useAthleteSearch } from '../api/search-athletes';
import { catalogPicture, externalUrl } from '../catalog-format';
import {
  PickerDialogFrame,
  type PickerDialogProps,
  type PickerKindConfig,
  type PickerSearch,
} from './picker-dialog-frame';

function useAthletes(query: string): PickerSearch<Athlete> {
  const search = useAthleteSearch(query);
  return {
    items: search.data?.athletes,
    isPending: search.isPending,
    isError: search.isError,
    error: search.error,
    liveFailed: search.data?.liveFailed === true,
    retry: () => void search.refetch(),
  };
}

/** 'Basketball · Chicago Bulls' and 'American · Shooting guard', leaving out what is unknown. */
function joined(parts: (string | null)[]): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');
}

const athletePicker: PickerKindConfig<Athlete> = {
  title: 'Search Athletes',
  noun: 'athletes',
  failure: 'Failed to search athletes. Please try again.',
  linkSite: 'TheSportsDB',
  useSearch: useAthletes,
  key: (athlete) => athlete.id,
  name: (athlete) => athlete.name,
  image: (athlete) => athlete.imageUrl,
  link: (athlete) => externalUrl(athlete.sportsdbUrl) ?? externalUrl(athlete.website),
  render: (athlete, detailsId) => {
    const sportLine = joined([athlete.sport, athlete.team]);
    const personLine = joined([athlete.nationality, athlete.position]);
    return (
      <>
        <SafeImage
          src={catalogPicture(athlete.imageUrl)}
          name={athlete.name}
          className="size-12 rounded-full"
        />
        <span className="grid min-w-0 gap-0.5">
          <span className="truncate font-medium">{athlete.name}</span>
          <span id={detailsId} className="grid gap-0.5 text-xs text-muted-foreground">
            {sportLine ? <span>{sportLine}</span> : null}
            {personLine ? <span>{personLine}</span> : null}
          </span>
        </span>
      </>
    );
  },
};

/** Picks an athlete (question 1): image, name, sport, team, nationality, position and a link. */
export function AthletePickerDialog(props: PickerDialogProps) {
  return <PickerDialogFrame config={athletePicker} {...props} />;
}
