/** Hostile feed data: every reader of the ad feed must refuse all of it. */

/** A valid feed entry, the base the hostile ones are derived from. */
export const VALID_FEED_ENTRY = {
  statlink: 'https://srv.buysellads.com/ads/click/x/1',
  statimp: 'https://srv.buysellads.com/ads/imp/1',
  pixel: 'https://a.example/p.gif?t=[timestamp]||https://b.example/q.gif?ts=[timestamp]&r=1',
  timestamp: '1700000000',
  image: 'https://cdn4.buysellads.net/uu/1/1.png',
  company: 'Acme',
  description: 'Build faster dashboards.',
};

/** [what it tries, the value]: none may become a link (`href`) or a pixel (`<img src>`). */
export const HOSTILE_FEED_URLS: Array<[string, unknown]> = [
  ['javascript: scheme', 'javascript:alert(1)'],
  ['mixed-case javascript: scheme', 'JaVaScRiPt:alert(1)'],
  ['javascript: disguised as a web URL', 'javascript://ok.example/%0Aalert(1)'],
  ['data: scheme', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['upper-case data: image', 'DATA:image/svg+xml,<svg onload=alert(1)>'],
  ['vbscript: scheme', 'vbscript:msgbox(1)'],
  ['leading whitespace before javascript:', '  \n\tjavascript:alert(1)'],
  ['leading control characters before javascript:', '\u0000\u001f\u007fjavascript:alert(1)'],
  ['tab inside the scheme', 'java\tscript:alert(1)'],
  ['newline inside an https URL', 'https://ok.example/\nx'],
  ['leading space before an https URL', ' https://ok.example/'],
  ['file: scheme', 'file:///etc/passwd'],
  ['blob: scheme', 'blob:https://ok.example/0b3c'],
  ['ftp: scheme', 'ftp://ok.example/x'],
  ['https without //', 'https:evil.example'],
  ['root-relative path', '/click/1'],
  ['path-relative', 'click/1'],
  ['backslashes instead of //', '\\\\evil.example/x'],
  ['empty string', ''],
  ['a URL over 2048 characters', `https://ok.example/${'a'.repeat(2048)}`],
  ['a number', 42],
  ['an object', {href: 'https://ok.example/'}],
  ['an array', ['https://ok.example/']],
  ['null', null],
  ['a boolean', true],
];

/**
 * [what it is, the body]: bodies after which a fetch must give up at once,
 * with no ad and one warning. Text, since the size cap and the parser see text.
 */
export const HOSTILE_FEED_BODIES: Array<[string, string]> = [
  ['a huge body (1 MB of otherwise valid JSON)', JSON.stringify({ads: [{...VALID_FEED_ENTRY, description: 'x'.repeat(1_000_000)}]})],
  ['a body just over 64 KB', JSON.stringify({ads: [VALID_FEED_ENTRY], padding: ' '.repeat(64 * 1024)})],
  ['garbage JSON', '{"ads": [{"statlink": '],
  ['HTML instead of JSON', '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'],
  ['an empty body', ''],
  ['JSON null', 'null'],
  ['a JSON string', '"ads"'],
  ['a JSON number', '42'],
  ['an array instead of an object', JSON.stringify([VALID_FEED_ENTRY])],
  ['`ads` an object instead of a list', JSON.stringify({ads: {0: VALID_FEED_ENTRY}})],
  ['`ads` a string', JSON.stringify({ads: VALID_FEED_ENTRY.statlink})],
  ['entries that are arrays', JSON.stringify({ads: [[VALID_FEED_ENTRY.statlink], [VALID_FEED_ENTRY]]})],
  ['entries that are not objects', JSON.stringify({ads: [null, 1, 'ad', true]})],
  ['a numeric statlink', JSON.stringify({ads: [{...VALID_FEED_ENTRY, statlink: 42}]})],
  ['a statlink object', JSON.stringify({ads: [{...VALID_FEED_ENTRY, statlink: {href: VALID_FEED_ENTRY.statlink}}]})],
  ['a javascript: statlink', JSON.stringify({ads: [{...VALID_FEED_ENTRY, statlink: 'javascript:alert(1)'}]})],
];

/** [what it is, the entry, the fields of the parsed ad]: a valid link keeps the ad; a bad field is left out. */
export const HOSTILE_FEED_FIELDS: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
  ['numeric company and description', {...VALID_FEED_ENTRY, company: 42, description: 7}, {company: '', description: ''}],
  ['object company, array description', {...VALID_FEED_ENTRY, company: {name: 'Acme'}, description: ['Build']}, {company: '', description: ''}],
  ['a company over 100 characters', {...VALID_FEED_ENTRY, company: 'A'.repeat(101)}, {company: ''}],
  ['a description over 500 characters', {...VALID_FEED_ENTRY, description: 'd'.repeat(501)}, {description: ''}],
  ['a javascript: image', {...VALID_FEED_ENTRY, image: 'javascript:alert(1)'}, {image: ''}],
  ['a numeric image', {...VALID_FEED_ENTRY, image: 1}, {image: ''}],
  ['a data: statimp', {...VALID_FEED_ENTRY, statimp: 'data:image/gif;base64,R0lGOD', pixel: undefined}, {pixels: []}],
  ['a non-string pixel list', {...VALID_FEED_ENTRY, statimp: undefined, pixel: ['https://a.example/p.gif']}, {pixels: []}],
  ['a timestamp that is a path', {...VALID_FEED_ENTRY, statimp: undefined, pixel: 'https://a.example/p?t=[timestamp]', timestamp: '/../x'}, {pixels: ['https://a.example/p?t=']}],
  ['a timestamp that is an object', {...VALID_FEED_ENTRY, statimp: undefined, pixel: 'https://a.example/p?t=[timestamp]', timestamp: {}}, {pixels: ['https://a.example/p?t=']}],
  [
    'every optional field missing',
    {statlink: VALID_FEED_ENTRY.statlink},
    {statlink: VALID_FEED_ENTRY.statlink, pixels: [], image: '', company: '', description: ''},
  ],
];
