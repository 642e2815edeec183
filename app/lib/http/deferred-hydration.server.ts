// Hydration after the first paint and the hero image (docs/decisions/160). React Router's
// `<Scripts />` writes modulepreload links for the framework and route chunks and an inline module
// that imports them, so the browser fetches ~90 KB of JavaScript while the page's CSS and hero
// image load; the page itself needs none of it (every control is a form that works without JS).
// `deferScripts` wraps the links and the module in inert `<template data-deferred>`
// elements and adds a small inline script that puts them back in place once the page has painted
// with its high-priority images (or the window's load event), so hydration finds the same DOM.
// The script that defines React Router's context (the inline one between the links and the module)
// stays live: the streamed data needs it.

// The links, then the context script, then the module that imports the route modules.
const SCRIPTS =
  /((?:<link rel="modulepreload"[^>]*>)+)(<script\b[^>]*>[\s\S]*?<\/script>)(<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>)/;

/**
 * The browser side, run once as the parser reaches it. It removes itself (React hydrates the
 * document and must not meet it) and restores the templates' contents in place two frames after
 * both the first contentful paint has been reported (a `paint` PerformanceObserver; where there is
 * none, at once) and the images marked `fetchpriority="high"` have loaded or failed. A hidden tab
 * paints nothing: there the window's load event (plus a second) starts it, and a task stands in
 * for the frames.
 */
export const BOOT_SCRIPT =
  '(function(){var d=document,done=0,left=1,P=window.PerformanceObserver,' +
  'go=function(){if(done++)return;d.querySelectorAll("template[data-deferred]").forEach(function(t){t.replaceWith(d.importNode(t.content,true))})},' +
  'frames=function(){d.hidden?setTimeout(go):requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})},' +
  'ready=function(){--left||frames()};' +
  'd.currentScript.remove();' +
  '[].forEach.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){if(i.complete)return;left++;' +
  'i.addEventListener("load",ready);i.addEventListener("error",ready)});' +
  'addEventListener("load",function(){setTimeout(frames,1e3)});' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();ready()}}).observe({type:"paint",buffered:true});' +
  'else ready()})()';

const bootTag = (nonce: string | undefined) => `<script${nonce ? ` nonce="${nonce}"` : ''}>${BOOT_SCRIPT}</script>`;

/** The document's script block rewritten, or the text unchanged when it has none. */
export function deferScripts(html: string, nonce?: string): string {
  return html.replace(
    SCRIPTS,
    (_, links: string, context: string, module: string) =>
      `<template data-deferred>${links}</template>${context}<template data-deferred>${module}</template>${bootTag(nonce)}`,
  );
}
