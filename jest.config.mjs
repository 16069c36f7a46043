/** Unit tests: jsdom + @swc/jest, with Docusaurus' webpack aliases mapped. */
const swcOptions = {
  jsc: {
    parser: {syntax: 'typescript', tsx: true},
    transform: {react: {runtime: 'automatic'}},
    target: 'es2022',
  },
  module: {type: 'commonjs'},
};

export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/tests/jest', '<rootDir>/scripts'],
  testMatch: ['**/*.test.[jt]s?(x)', '**/*.test.mjs'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  transform: {'^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', swcOptions]},
  // Docusaurus' client code, MUI, cookie and marked ship ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|@mui|cookie|marked)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tests/jest/emptyModule.js',
    '\\.svg$': '<rootDir>/tests/jest/svgStub.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/(.*)$': '<rootDir>/tests/jest/generated/$1',
    // Our swizzles first, then the classic theme's originals (`@theme-original`).
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '@docusaurus/theme-classic/lib/theme/$1'],
    '^@theme-original/(.*)$': '@docusaurus/theme-classic/lib/theme/$1',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use.*)$':
      '@docusaurus/core/lib/client/exports/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};
