import { type ClassValue, clsx } from 'clsx';
import { type Config, createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/**
 * tailwind-merge builds its configuration, then its tables, on its first call: on a phone each is a long
 * task. Here they are two steps, so `warmUpClassNames` can take them in two tasks before hydration needs them.
 */
let config: Config<string, string> | null = null;
const twMerge = createTailwindMerge(() => {
  config ??= getDefaultConfig();
  return config;
});

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Builds tailwind-merge's configuration in one task and its tables in the next. */
export function warmUpClassNames(): void {
  setTimeout(() => {
    config ??= getDefaultConfig();
    setTimeout(() => cn(''), 0);
  }, 0);
}
