// Starts scripts/serve.mjs on the production build in build/ (127.0.0.1 only,
// with the build's own response headers) in a child process, so that serving
// never competes with the measuring script, and waits until it answers. Used
// by the benchmark, accessibility and screenshot scripts.
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/**
 * @param {number} port
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
export async function startBuildServer(port) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [fileURLToPath(new URL('./serve.mjs', import.meta.url)), '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/x/introduction/`);
      if (response.ok) {
        return {origin, stop};
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`scripts/serve.mjs did not answer on ${origin} within 30 s (is there a build/ folder?)`);
}
