/**
 * How a built page starts its JavaScript (decision 115): the entry chunk is asked for after the server's
 * page has had its first frame, so the first paint waits only for the page and its stylesheet, not for the
 * entry's download. vite.config.ts replaces the entry's `<script type="module">` with
 * `<meta name="top5-entry" content="/assets/index-….js">` and writes ENTRY_SCRIPT inline at the end of the
 * body; the server's Content-Security-Policy allows exactly this script by its hash, as the theme's.
 * A tab opened in the background gets no frames: there, and when a tab is hidden before its first frame,
 * the entry is asked for at once.
 */
export const ENTRY_META = 'top5-entry';

export const ENTRY_SCRIPT = `(function(){var m=document.querySelector('meta[name="${ENTRY_META}"]'),d=0;if(!m)return;function l(){if(d)return;d=1;var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=m.content;document.head.appendChild(s)}if(document.visibilityState==="hidden")return l();requestAnimationFrame(function(){setTimeout(l,0)});document.addEventListener("visibilitychange",l,{once:true})})()`;
