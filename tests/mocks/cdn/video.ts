// The seed's product video (docs/decisions/mock-upstreams.md): a few seconds of H.264 in an mp4 with its index up
// front (faststart), made on the first request from the video's poster art (a slow push-in across
// the picture, frames rasterised by sharp) by the ffmpeg binary that @ffmpeg-installer ships inside
// its npm package, then kept in memory. Nothing binary sits in the repo.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { artSvg } from './art';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = 4;

/** The picture a video's frames are taken from: its preview image (`<name>-preview.jpg`). */
const posterOf = (videoName: string) => `files/${videoName.replace(/^.*\//, '').replace(/\.\w+$/, '')}-preview.jpg`;

/** The frames: a push-in from the whole picture to its middle, as raw RGB. */
async function* frames(videoName: string) {
  const big = await sharp(
    Buffer.from(artSvg(posterOf(videoName), { width: 1280, height: 720, crop: 'center' }, [1280, 720])),
  )
    .removeAlpha()
    .toBuffer();
  const count = FPS * SECONDS;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const zoom = 1 + 0.18 * (t * t * (3 - 2 * t));
    const w = Math.round(1280 / zoom);
    const h = Math.round(720 / zoom);
    yield sharp(big, { raw: undefined })
      .extract({ left: Math.round((1280 - w) * 0.55), top: Math.round((720 - h) / 2), width: w, height: h })
      .resize(WIDTH, HEIGHT)
      .removeAlpha()
      .raw()
      .toBuffer();
  }
}

async function encode(videoName: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'mock-cdn-video-'));
  const out = join(dir, 'video.mp4');
  try {
    const child = spawn(
      ffmpeg.path,
      [
        ...['-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS)],
        ...['-i', '-', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-pix_fmt', 'yuv420p'],
        ...['-profile:v', 'main', '-movflags', '+faststart', '-an', '-y', out],
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const done = new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${errors}`))));
    });
    for await (const frame of frames(videoName)) {
      if (!child.stdin.write(frame)) await new Promise((resolve) => child.stdin.once('drain', resolve));
    }
    child.stdin.end();
    await done;
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const made = new Map<string, Promise<Buffer>>();

/** The video's bytes, encoded on the first request (a failed encoding is tried again next time). */
export function videoBytes(videoName: string): Promise<Buffer> {
  let job = made.get(videoName);
  if (!job) {
    job = encode(videoName);
    job.catch(() => made.delete(videoName));
    made.set(videoName, job);
  }
  return job;
}

/**
 * A CDN's answer to a byte range (RFC 9110 §14): 206 with Content-Range for `bytes=a-b`, `a-` or
 * `-n`; 416 for a range past the end; the whole body (200) without a usable Range.
 */
export function rangeOf(header: string | null, total: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, total - suffix), end: total - 1 };
  }
  const start = Number(from);
  if (start >= total) return 'unsatisfiable';
  const end = to === '' ? total - 1 : Math.min(Number(to), total - 1);
  return end < start ? null : { start, end };
}
