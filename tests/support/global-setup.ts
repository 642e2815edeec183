// Integration tests run the built worker: build it once if there is no build yet.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup() {
  if (!existsSync('dist/server/index.js')) {
    execSync('npx react-router build', { stdio: 'inherit' });
  }
}
