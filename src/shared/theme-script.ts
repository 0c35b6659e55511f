/**
 * The colour theme this browser chose is kept in localStorage under this key (src/client/lib/theme.ts).
 * THEME_SCRIPT applies it before the first paint: vite.config.ts writes it inline into the head of
 * index.html, and the server's Content-Security-Policy allows exactly this script by its hash (decision 027),
 * so there is no extra request before the first paint. Without a choice it sets nothing, and styles.css
 * follows the system's colour scheme.
 */
export const THEME_STORAGE_KEY = 'top5-theme';

export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
