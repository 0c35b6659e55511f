/**
 * How a built page starts its JavaScript (decisions 115, 116): the entry chunk is asked for once the server's
 * page has had its first contentful paint, so that paint waits only for the page and its stylesheet, not for
 * the entry's download. vite.config.ts replaces the entry's `<script type="module">` with
 * `<meta name="top5-entry" content="/assets/index-….js">` and writes ENTRY_SCRIPT inline at the end of the
 * body; the server's Content-Security-Policy allows exactly this script by its hash, as the theme's.
 * The paint is the browser's own `first-contentful-paint` entry, reported once the frame is on screen (a
 * frame's callback runs before its paint is presented, and a frame may hold no text yet). Where the browser
 * reports no paint entries, or none comes within a second of the first frame, the first frame is enough.
 * A tab opened in the background gets no frames: there, and when a tab is hidden before its first paint,
 * the entry is asked for at once.
 */
export const ENTRY_META = 'top5-entry';

export const ENTRY_SCRIPT = `(function(){var m=document.querySelector('meta[name="${ENTRY_META}"]'),d=0;if(!m)return;var u=m.content.split(" ");function a(e,k,v){e.crossOrigin="";e[k]=v;document.head.appendChild(e)}function l(){if(d)return;d=1;for(var i=1;i<u.length;i++){var p=document.createElement("link");p.rel="modulepreload";a(p,"href",u[i])}var s=document.createElement("script");s.type="module";a(s,"src",u[0])}if(document.visibilityState==="hidden")return l();document.addEventListener("visibilitychange",l,{once:true});var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(!t||t.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(l,0)});new P(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true});requestAnimationFrame(function(){setTimeout(l,1000)})})()`;
