import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/client/lib/utils';

/**
 * Enter with text goes to /search?q={text}; with nothing typed, to /search (docs/product.md section 2 Shell).
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    // Without the app's script the browser sends the same address itself (action and the field's name).
    <form role="search" action="/search" onSubmit={onSubmit} className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="search"
        name="q"
        aria-label="Search"
        placeholder="Search questions, people…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-9 w-full rounded-full border border-input bg-muted pr-3 pl-9 text-sm transition-colors hover:bg-accent focus-visible:bg-card"
      />
    </form>
  );
}
