/**
 * @jest-environment node
 */
import {existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {buildIndex} from '../../modules/search/engine/build';
import {PAGES} from '../../modules/search/engine/testIndex';
import {BRIDGE_REQUEST, CONSTANTS_REQUEST, OUR_BRIDGE, PLUGIN_THEME_DIR, writeIndex} from '.';

const pluginRequire = createRequire(__filename);
const themeFile = (name: string) => pluginRequire.resolve(`@easyops-cn/docusaurus-search-local/dist/client/client/theme/${name}`);
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)].map(([, names, from]) => ({names: names.split(',').map((name) => name.trim()), from}));

describe('the local search plugin still has the seams this plugin replaces', () => {
  it.each(['SearchBar/SearchBar.jsx', 'SearchPage/SearchPage.jsx'])('%s takes its worker bridge from ../searchByWorker', (name) => {
    const file = themeFile(name);
    expect(PLUGIN_THEME_DIR.test(file)).toBe(true);
    const bridge = importsOf(file).find(({from}) => BRIDGE_REQUEST.test(from));
    expect(bridge?.names.sort()).toEqual(['fetchIndexesByWorker', 'searchByWorker']);
  });

  it('its search box takes only the result limit from the generated constants', () => {
    const constants = importsOf(themeFile('SearchBar/SearchBar.jsx')).find(({from}) => CONSTANTS_REQUEST.test(from));
    expect(constants?.names).toEqual(['searchResultLimits']);
  });

  it('the bridge we put in its place exports the same functions', () => {
    const source = readFileSync(OUR_BRIDGE, 'utf8');
    expect(source).toMatch(/export async function fetchIndexesByWorker\(/);
    expect(source).toMatch(/export async function searchByWorker\(/);
  });

  it.each(['processPluginOptions', 'processDocInfos', 'scanDocuments'])('its server utility %s is where we read it', (name) => {
    const utility = pluginRequire(`@easyops-cn/docusaurus-search-local/dist/server/server/utils/${name}`) as Record<string, unknown>;
    expect(typeof utility[name]).toBe('function');
  });
});

describe('writeIndex', () => {
  it('writes the manifest, every shard and page file under their hashed names, and nothing left from before', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'search-index-')), 'search-index');
    mkdirSync(path.join(dir, 't'), {recursive: true});
    writeFileSync(path.join(dir, 't', 'old.00000000.json'), '{}');
    const index = buildIndex(PAGES);
    const {files} = writeIndex(dir, index);
    expect(JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))).toEqual(index.manifest);
    expect(readdirSync(path.join(dir, 't')).sort()).toEqual(Object.entries(index.manifest.terms).map(([key, hash]) => `${key}.${hash}.json`).sort());
    expect(readdirSync(path.join(dir, 'p'))).toHaveLength(PAGES.length);
    expect(existsSync(path.join(dir, 't', 'old.00000000.json'))).toBe(false);
    expect(files).toBe(1 + index.termShards.size + PAGES.length);
  });
});
