// `npm run lint` part 3: the code's shape. No import circles in app/ and server.ts (madge), no
// file in app/ over 250 lines (split by responsibility instead; see ../shared/STYLE.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import madge from 'madge';

const MAX_LINES = 250;
const problems: string[] = [];

const graph = await madge(['app', 'server.ts'], {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
for (const circle of graph.circular()) problems.push(`import circle: ${circle.join(' → ')} → ${circle[0]}`);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '+types') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
for (const file of walk('app')) {
  const lines = readFileSync(file, 'utf8').split('\n').length - 1;
  if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES})`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`structure: no import circles, no file in app/ over ${MAX_LINES} lines`);
