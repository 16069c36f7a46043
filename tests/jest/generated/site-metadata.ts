export default {docusaurusVersion: '3.10.2', siteVersion: '0.0.0', pluginVersions: {}};
