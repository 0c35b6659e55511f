import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '@/client/components/brand-icons';
import { BrandLogo } from '@/client/components/brand-logo';

/** The site's pages, in the footer and in the phone menu. */
export const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/data-deletion', label: 'Delete Data' },
  { to: '/help', label: 'Help' },
];

const socials = [
  { href: 'https://x.com', label: 'Top 5 on X', Icon: XIcon },
  { href: 'https://www.instagram.com', label: 'Top 5 on Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com', label: 'Top 5 on Facebook', Icon: FacebookIcon },
  { href: 'https://www.youtube.com', label: 'Top 5 on YouTube', Icon: YouTubeIcon },
];

/** The desktop footer (md and up) of docs/product.md section 2 Shell. */
export function Footer() {
  return (
    <footer className="hidden border-t bg-card md:block">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10">
        <div className="flex items-start justify-between gap-8">
          <div className="grid gap-3">
            <Link to="/" className="w-fit rounded-lg" aria-label="Top 5 home">
              <BrandLogo />
            </Link>
            <p className="text-sm text-muted-foreground">Share your Top 5 on anything pop culture</p>
          </div>
          <div className="flex items-center gap-1">
            {socials.map(({ href, label, Icon }) => (
              <a
                key={href}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className="flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                <Icon className="size-4.5" />
              </a>
            ))}
          </div>
        </div>
        <div className="flex items-center justify-between gap-6 border-t pt-6 text-sm">
          <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map(({ to, label }) => (
              <Link
                key={to}
                to={to}
                className="text-muted-foreground transition-colors hover:text-foreground"
              >
                {label}
              </Link>
            ))}
          </nav>
          <p className="text-muted-foreground">© {new Date().getFullYear()} Top 5</p>
        </div>
      </div>
    </footer>
  );
}
