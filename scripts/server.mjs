// Starts `docusaurus serve` on the production build (127.0.0.1 only) and waits
// until it answers. Used by the benchmark and screenshot scripts.
import {spawn} from 'node:child_process';

/**
 * @param {number} port
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
export async function startBuildServer(port) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['docusaurus', 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
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
  throw new Error(`docusaurus serve did not answer on ${origin} within 30 s (is there a build/ folder?)`);
}
