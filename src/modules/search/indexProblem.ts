/**
 * Whether the search index could be read: set by the worker bridge
 * (./searchByWorker.ts) after each load or query, read by the search box
 * (src/theme/SearchBar), which tells the reader instead of showing an empty
 * list as if nothing matched.
 */
type Listener = (problem: string | null) => void;

let current: string | null = null;
const listeners = new Set<Listener>();

/** `problem` is a message for developers (the console has it); null once the index answers again. */
export function reportIndexProblem(problem: string | null): void {
  if (problem === current) return;
  current = problem;
  for (const listener of listeners) listener(problem);
}

export function currentIndexProblem(): string | null {
  return current;
}

export function subscribeIndexProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
