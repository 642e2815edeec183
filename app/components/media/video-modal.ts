// The video modal (spec §2: "Video modal with embedded autoplay player"), loaded on the first
// click on a video link. A native modal <dialog> (the page behind is inert), Tab kept inside,
// Escape, the close button or a click on the backdrop close it, and focus goes back to the link.
// Without JavaScript the link itself plays the video. Its words are the page's, written on the link
// by the server (`data-video-label`, `data-close-label`: the catalogue's `productPage`), so this
// chunk carries no catalogue.
import { trapTab } from './focus-trap';
import * as styles from './video-modal.css';

export function openVideo(link: HTMLAnchorElement) {
  const dialog = document.createElement('dialog');
  dialog.className = styles.dialog;
  const { videoLabel = '', closeLabel = '' } = link.dataset;
  dialog.setAttribute('aria-label', link.textContent?.trim() || videoLabel);

  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close;
  close.setAttribute('aria-label', closeLabel);
  close.textContent = '×';

  const video = document.createElement('video');
  video.className = styles.player;
  video.src = link.href;
  video.controls = true;
  video.autoplay = true;
  video.playsInline = true;

  dialog.append(close, video);
  document.body.append(dialog);

  const shut = () => dialog.close();
  close.addEventListener('click', shut);
  // A click on the backdrop lands on the <dialog> itself.
  dialog.addEventListener('click', (event) => event.target === dialog && shut());
  dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
  dialog.addEventListener('close', () => {
    video.pause();
    dialog.remove();
    link.focus();
  });
  dialog.showModal();
  close.focus();
  void video.play().catch(() => undefined);
}
