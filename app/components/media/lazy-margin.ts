// Spec §2: lazy images load 200 px before they come into view (the home page has none:
// ./image-loading.ts). Images are native lazy (`loading="lazy"`: works without JavaScript). Browsers
// choose their own distance for that (Chromium 1250–2500 px, others as little as 0), so after
// hydration this observer turns an image eager once it is within 200 px
// (docs/decisions/product-page.md, "Media"). Loaded with the header's after-hydration chunk.
let observer: IntersectionObserver | undefined;

export function watchLazyImages() {
  const images = document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]');
  observer ??= new IntersectionObserver(
    (entries) =>
      entries.forEach((entry) => {
        if (!entry.isIntersecting) return;
        (entry.target as HTMLImageElement).loading = 'eager';
        observer?.unobserve(entry.target);
      }),
    { rootMargin: '200px' },
  );
  images.forEach((img) => observer!.observe(img));
}
