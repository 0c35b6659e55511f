import { lazyPart } from '@/client/components/ui/lazy';

/**
 * People who rank like you, loaded as a part (decision 030): only signed-in members see it, so a visitor's
 * home and profile download none of it. The module is imported nowhere else.
 */
export const TasteTwins = lazyPart(
  () => import('@/client/features/twins/components/taste-twins'),
  'TasteTwins',
);
