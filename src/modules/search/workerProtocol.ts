/** Messages between the page (./searchByWorker.ts) and the search worker (./searchWorker.ts). */
export type WorkerRequest =
  | {id: number; type: 'prepare'; baseUrl: string}
  | {id: number; type: 'search'; baseUrl: string; input: string; limit: number};

export type WorkerResponse = {id: number; result: unknown} | {id: number; error: string};
