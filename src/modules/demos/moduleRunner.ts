/**
 * The browser's way to run the live editor's compiled code: the module body
 * becomes an ES module loaded from a `blob:` URL. The site's
 * Content-Security-Policy allows `blob:` scripts and no `eval`, so no string
 * elsewhere on the page can be run as code. Its own module, so tests (jsdom
 * cannot import `blob:` URLs) can put another runner in its place.
 */
import {factoryModuleSource, type ModuleRunner} from './liveCode';

export const runAsBlobModule: ModuleRunner = async (body) => {
  const url = URL.createObjectURL(new Blob([factoryModuleSource(body)], {type: 'text/javascript'}));
  try {
    return (await import(/* webpackIgnore: true */ url)).default;
  } finally {
    URL.revokeObjectURL(url);
  }
};
