/**
 * Two jest projects: `dom` (client component tests, *.dom.test.tsx, msw under jsdom) and `node`
 * (shared unit tests and server integration tests, *.node.test.ts, real server in-process).
 */
const transform = { '\\.[cm]?[jt]sx?$': 'babel-jest' };
// ESM-only packages that jest's CommonJS loader must have transformed.
const esm = ['marked', 'rettime', 'until-async', '@open-draft/deferred-promise', 'content-disposition', 'cookie'];
// Nested copies count too (@tiptap/markdown keeps its own `marked` in its node_modules).
const transformIgnorePatterns = [`^(?!.*/node_modules/(${esm.join('|')})/).*/node_modules/`];
module.exports = {
  // MUI screens under jsdom take seconds per test on a 2-core machine; 5 s (the default) is too tight.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'dom',
      transform,
      transformIgnorePatterns,
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/**/*.dom.test.[jt]s?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.dom.ts'],
      // Stylesheets are strings in the bundle (webpack `asset/source`); jsdom lays nothing out, so an empty one.
      moduleNameMapper: { '\\.css$': '<rootDir>/test/client/cssStub.js' },
    },
    {
      displayName: 'node',
      transform,
      transformIgnorePatterns,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.node.test.[jt]s?(x)'],
    },
  ],
};
