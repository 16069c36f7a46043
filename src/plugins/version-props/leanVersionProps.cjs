// The docs version's route props are part of every docs page's first load:
// the sidebar, and a map of every doc's id, title and description. Only
// DocCard reads that map (through useDocById), and this site renders no doc
// cards (a test checks), so the map goes, more than half of that file. Each
// page keeps its own title and description in its own metadata.

/**
 * @param {unknown} props
 * @returns {unknown} the version props with an empty `version.docs`; any other props as they were
 */
function withoutDocsMap(props) {
  const version = /** @type {{version?: {docsSidebars?: unknown, docs?: unknown}}} */ (props)?.version;
  if (!version || typeof version.docs !== 'object' || version.docs === null || !('docsSidebars' in version)) return props;
  return {.../** @type {object} */ (props), version: {...version, docs: {}}};
}

module.exports = {withoutDocsMap};
