// Runs before the first paint (a classic script in the head, allowed by the CSP's script-src 'self'): applies
// the colour theme this browser chose (src/client/lib/theme.ts keeps it under this key; decision 027).
// Without a choice nothing is set, and styles.css follows the system's colour scheme.
try {
  const theme = localStorage.getItem('top5-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage blocked: follow the system.
}
