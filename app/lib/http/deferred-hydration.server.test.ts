import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, deferScripts } from './deferred-hydration.server';

// The shape React Router's <Scripts nonce> renders (links, context script, module script), with
// what comes before and after it in a document, including a multi-byte character.
const LINKS =
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0"/>';
const CONTEXT = '<script nonce="n0">window.routerContext = {"a":1};</script>';
const MODULE =
  '<script nonce="n0" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>';
const BEFORE = '<!DOCTYPE html><html lang="en"><head></head><body><main>Größe 263 mm</main>';
const AFTER = '<script nonce="n0">routerContext.streamController.enqueue("ä")</script></body></html>';
const DOCUMENT = BEFORE + LINKS + CONTEXT + MODULE + AFTER;

const EXPECTED =
  BEFORE +
  `<template data-deferred>${LINKS}</template>${CONTEXT}<template data-deferred>${MODULE}</template>` +
  `<script nonce="n0">${BOOT_SCRIPT}</script>` +
  AFTER;

describe('deferScripts', () => {
  it('wraps the preloads and the module in templates, keeps the context script live, adds the boot', () => {
    expect(deferScripts(DOCUMENT, 'n0')).toBe(EXPECTED);
  });

  it('writes the boot script without a nonce when there is none', () => {
    expect(deferScripts(DOCUMENT)).toContain(`</template><script>${BOOT_SCRIPT}</script>`);
  });

  it('leaves a document without React Router scripts unchanged', () => {
    const plain = BEFORE + AFTER;
    expect(deferScripts(plain, 'n0')).toBe(plain);
  });
});

describe('the boot script', () => {
  it('waits for the first contentful paint and the hero images, then two frames, and removes itself', () => {
    expect(BOOT_SCRIPT).toContain('getEntriesByName("first-contentful-paint")');
    expect(BOOT_SCRIPT).toContain('img[fetchpriority=high]');
    expect(BOOT_SCRIPT).toContain(
      'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})',
    );
    expect(BOOT_SCRIPT).toContain('d.currentScript.remove()');
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });
});
