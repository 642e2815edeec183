// Spec §2: lazy images load 200 px before they come into view; lazy loading is off on the home
// page. Images are native lazy (`loading="lazy"`: works without JavaScript). Browsers choose their
// own distance for that (Chromium 1250–2500 px, others as little as 0), so after hydration this
// observer turns an image eager once it is within 200 px, and on the home page turns them all
// eager (docs/decisions/052-media-and-dialogs.md): in every language (`/`, `/fr`, `/en`). Loaded
// with the header's after-hydration chunk.
import { splitLanguage } from '~/lib/i18n/languages';

let observer: IntersectionObserver | undefined;

export function watchLazyImages() {
  const images = document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]');
  if (splitLanguage(location.pathname).path === '/') {
    images.forEach((img) => (img.loading = 'eager'));
    return;
  }
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
