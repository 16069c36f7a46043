// serve-handler (what `docusaurus serve` uses) ships no types; scripts/serve.mjs and the service-worker test call it directly.
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';
  type Options = {public?: string; cleanUrls?: boolean; trailingSlash?: boolean; directoryListing?: boolean};
  export default function serveHandler(request: IncomingMessage, response: ServerResponse, options?: Options): Promise<void>;
}
