import { Moon, Sun } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { chooseTheme, useTheme } from '@/client/lib/theme';
import { cn } from '@/client/lib/utils';

/** Switches between the light and the dark theme; pressed while dark. The choice is kept in this browser. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label="Dark theme"
      aria-pressed={dark}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
      className={cn('rounded-full', className)}
    >
      {dark ? (
        <Moon aria-hidden="true" className="size-5!" />
      ) : (
        <Sun aria-hidden="true" className="size-5!" />
      )}
    </Button>
  );
}
