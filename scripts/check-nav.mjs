// `npm run check:nav`: compares the sidebar (sidebars.ts plus each page's
// front-matter badges) with the reference navigation of MUI X 8.0.0-alpha.6.
// Exits 1 on a missing reference node, a wrong title, badge, nesting or
// order, or an extra node (the verdict is navCheckExitCode).
import {createJiti} from 'jiti';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('./lib/sidebarNav')} */
const {loadReferenceNav, loadSidebarNav} = await jiti.import('./lib/sidebarNav.ts');
/** @type {typeof import('../src/modules/navigation/navCheck')} */
const {compareNav, formatNavReport, navCheckExitCode} = await jiti.import('../src/modules/navigation/navCheck.ts');

const report = compareNav(loadReferenceNav(), loadSidebarNav());
console.log(formatNavReport(report));
process.exit(navCheckExitCode(report));
