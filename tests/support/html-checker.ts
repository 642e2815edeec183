// The W3C Nu Html Checker (vnu.jar from the vnu-jar package, Java 17+), run once over many documents:
// one JVM start checks them all. Java: `apt-get install default-jre-headless` (.ci/run does it).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

export interface CheckerMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Valid CSS the checker's CSS validator does not know yet (vnu-jar 26.9.27, the newest), which it
 * reports in the documents' inline stylesheet: container queries (CSS
 * Containment 3) and the `mask` shorthand with an image, a position and a size. Every browser the
 * shop supports applies them; any other CSS message is still an error.
 */
const UNKNOWN_TO_THE_CHECKER = [
  /^CSS: Unrecognized at-rule “@container”/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\./,
  /^CSS: “mask”: Too many values or values are not recognized\./,
];

/** Every error the checker finds in `documents` (name → HTML); an empty list when all are valid. */
export async function htmlErrors(documents: Record<string, string>): Promise<{ page: string; message: string }[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  Object.entries(documents).forEach(([page, html], index) => {
    const file = join(dir, `${index}.html`);
    writeFileSync(file, html);
    files.set(`file:${file}`, page);
  });
  try {
    const args = [
      '-jar',
      vnuJar,
      '--errors-only',
      '--no-langdetect',
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      dir,
    ];
    const { stdout } = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') {
        throw new Error('The HTML checker needs Java 17+: apt-get install default-jre-headless', { cause: error });
      }
      throw error;
    });
    const { messages } = JSON.parse(stdout) as { messages: CheckerMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !UNKNOWN_TO_THE_CHECKER.some((pattern) => pattern.test(m.message)))
      .map((m) => ({
        page: files.get(m.url) ?? m.url,
        message: `${m.message}${m.extract ? ` in «${m.extract.trim().slice(0, 120)}»` : ''}`,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
