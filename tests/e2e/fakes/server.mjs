// Local stand-ins for the services the site talks to, on 127.0.0.1 only.
// Each behaviour is chosen by the request, so parallel tests never share
// state: `variant` query parameters (set by the tests through page.route)
// and, for feedback, a marker in the comment.
//
//   GET  /gtag.js                   the analytics library (marks itself loaded)
//   GET  /carbon.js?variant=ad      renders a Carbon-like ad after the script
//                      =never       renders nothing (an ad blocker's effect)
//                      =filler      renders Carbon's house filler
//   GET  /ads.json?variant=ok       a feed with one servable ad
//                     =hostile      the same ad, its description with an onerror attribute
//                     =flaky&key=K  2 answers without a servable ad, then one (per key)
//                     =malformed    invalid JSON, always
//   POST /feedback                  204; "[500]" in the comment → 500; "[hang]" → never answers
//   GET  /feedback/log              the payloads received so far
//   GET  /ad.svg                    the ads' image
import {createServer} from 'node:http';
import {FAKES_PORT} from '../siteEnv.mjs';

/** @type {unknown[]} */
const feedbackLog = [];
const flakyCounts = new Map();
/** Answers held open on purpose. @type {Set<import('node:http').ServerResponse>} */
const hanging = new Set();

const AD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#0b6bcb"/><circle cx="65" cy="50" r="28" fill="#fff"/></svg>';

/** @param {string} variant @param {string} origin */
function carbonScript(variant, origin) {
  if (variant === 'never') return '/* blocked: renders nothing */';
  const href = variant === 'filler' ? 'https://material-ui-next.com/discover-more/backers' : `${origin}/click`;
  const ad = `<div id="carbonads"><span><span class="carbon-wrap"><a href="${href}" class="carbon-img" target="_blank" rel="noopener sponsored"><img src="${origin}/ad.svg" alt="Fake Carbon ad" width="130" height="100"></a><a href="${href}" class="carbon-text" target="_blank" rel="noopener sponsored">A fake Carbon ad for the browser tests.</a></span><a href="${origin}/about" class="carbon-poweredby" target="_blank" rel="noopener sponsored">ads via Carbon</a></span></div>`;
  return `(function(){var s=document.getElementById('_carbonads_js');if(s){s.insertAdjacentHTML('afterend',${JSON.stringify(ad)});}})();`;
}

/** @param {string} origin */
function feedAd(origin, hostile = false) {
  return {
    statlink: `${origin}/click?feed=1`,
    statimp: `${origin}/pixel?imp=1`,
    pixel: `${origin}/pixel?a=[timestamp]||${origin}/pixel?b=[timestamp]`,
    timestamp: '1700000000',
    image: `${origin}/ad.svg`,
    company: 'Fake Feed Co',
    description: `A fake feed ad with <em>emphasis</em>${hostile ? ' and <img src=x onerror="window.__adXss=1">' : ''}`,
  };
}

/** @param {import('node:http').ServerResponse} response @param {number} status @param {string} body */
function send(response, status, body, type = 'text/plain') {
  response.writeHead(status, {'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store'});
  response.end(body);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const origin = `http://127.0.0.1:${FAKES_PORT}`;
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type'});
    response.end();
    return;
  }
  switch (url.pathname) {
    case '/gtag.js':
      return send(response, 200, 'window.__fakeGtagLoaded = true;', 'text/javascript');
    case '/carbon.js':
      return send(response, 200, carbonScript(url.searchParams.get('variant') ?? 'ad', origin), 'text/javascript');
    case '/ad.svg':
      return send(response, 200, AD_SVG, 'image/svg+xml');
    case '/pixel':
      return send(response, 200, AD_SVG, 'image/svg+xml');
    case '/ads.json': {
      const variant = url.searchParams.get('variant') ?? 'ok';
      if (variant === 'malformed') return send(response, 200, '{"ads": [ {"statlink": ', 'application/json');
      if (variant === 'flaky') {
        const key = url.searchParams.get('key') ?? '';
        const count = (flakyCounts.get(key) ?? 0) + 1;
        flakyCounts.set(key, count);
        // The site tries a feed 3 times (FEED_MAX_ATTEMPTS): the third answer is the one it shows.
        if (count <= 2) return send(response, 200, JSON.stringify({ads: [{}]}), 'application/json');
      }
      return send(response, 200, JSON.stringify({ads: [feedAd(origin, variant === 'hostile')]}), 'application/json');
    }
    case '/ads.json/count':
      return send(response, 200, JSON.stringify({count: flakyCounts.get(url.searchParams.get('key') ?? '') ?? 0}), 'application/json');
    case '/feedback/log':
      return send(response, 200, JSON.stringify(feedbackLog), 'application/json');
    case '/feedback': {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        let payload = null;
        try {
          payload = JSON.parse(body);
        } catch {
          return send(response, 400, 'bad json');
        }
        feedbackLog.push(payload);
        const comment = String(payload?.comment ?? '');
        if (comment.includes('[hang]')) {
          hanging.add(response); // never answered; closed when the server stops
          return undefined;
        }
        return send(response, comment.includes('[500]') ? 500 : 204, '');
      });
      return undefined;
    }
    default:
      return send(response, 404, 'not found');
  }
});

server.listen(FAKES_PORT, '127.0.0.1', () => console.log(`fakes listening on 127.0.0.1:${FAKES_PORT}`));
