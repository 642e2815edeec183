// React Router's <Scripts />, fetched after the first paint (docs/decisions/160, 183). Every control
// works without JavaScript (real forms), so the document, its CSS and the hero image get the
// connection first; the ~90 KB of JavaScript follows once the page has painted.
//
// The server renders <Scripts /> inside an inert <template> (the parser and the preload scanner
// ignore a template's content) and, after it, a small inline script. That script runs as the parser
// reaches it: it puts React Router's context script in the template's place at once (the streamed
// loader data that follows needs it), then, once the first contentful paint is reported and the
// `fetchpriority="high"` images have loaded or failed (plus two frames; a hidden tab: the load
// event and a second), puts the modulepreloads before it and the module script after it. The DOM
// is then what <Scripts /> renders on its own, which is what the browser renders and hydrates.
// Without JavaScript the template stays inert and no script is fetched.
import { createContext, useContext } from 'react';
import { Scripts } from 'react-router';

export const BOOT_SCRIPT =
  '(function(){var d=document,s=d.currentScript,t=s.previousElementSibling,f=t.content,' +
  'kids=[].slice.call(f.childNodes),ctx=f.querySelector("script:not([type])"),at=kids.indexOf(ctx),' +
  'done=0,left=1,P=window.PerformanceObserver,clone=function(n){return d.importNode(n,true)},' +
  'live=clone(ctx);s.remove();t.replaceWith(live);' +
  'var go=function(){if(done++)return;live.before.apply(live,kids.slice(0,at).map(clone));' +
  'live.after.apply(live,kids.slice(at+1).map(clone))},' +
  'frames=function(){d.hidden?setTimeout(go):requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})},' +
  'ready=function(){--left||frames()};' +
  '[].forEach.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){if(i.complete)return;left++;' +
  'i.addEventListener("load",ready);i.addEventListener("error",ready)});' +
  'addEventListener("load",function(){setTimeout(frames,1e3)});' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();ready()}}).observe({type:"paint",buffered:true});' +
  'else ready()})()';

/**
 * React Router's loader data for hydration: its single-fetch stream, read whole by entry.server
 * (docs/decisions/195). React Router renders it after the document, past `</html>`, where React 18
 * puts whatever follows the root; here it is the body's last script instead.
 */
// Pure: only the server renders <DeferredScripts />, so the browser's bundle drops the context.
export const RouterDataContext = /* @__PURE__ */ createContext<string | null>(null);

// A JSON string literal that cannot close the script or the document's parsing (what React Router
// escapes in its own hand-off).
const scriptString = (text: string) =>
  JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The server's side; the browser renders <Scripts /> itself, the DOM this leaves (app/root.tsx). */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  const data = useContext(RouterDataContext);
  // The controller is made by the context script, which the boot script has just put live.
  const stream = 'window.__reactRouterContext.streamController';
  return (
    <>
      <template data-deferred="">
        <Scripts nonce={nonce} />
      </template>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      {data === null ? null : (
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `${stream}.enqueue(${scriptString(data)});${stream}.close();` }}
        />
      )}
    </>
  );
}
