// Nest 12 ships ES modules only; jest on Node 20 cannot require() them, so SWC
// transforms them (and the few ESM-only packages they pull in) to CommonJS.
const esmOnly = [
  '@nestjs',
  'cookie',
  'file-type',
  'load-esm',
  'uid',
  'token-types',
  'strtok3',
  '@tokenizer',
  'serialize-error',
  'p-map',
  'content-disposition',
];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Worker threads started by the code under test load its TypeScript sources through this hook.
process.env.DIARY_TS_WORKER_HOOK = require.resolve('./test/support/register-ts.cjs');

const common = {
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    // Whole processes the way people run them (npm start, the README pasted, the CLI in pipes, files on disk): run
    // by `npm run test:resilience` with the resilience suites, in CI after `npm test`.
    {
      ...common,
      displayName: 'processes',
      testMatch: ['<rootDir>/test/processes/**/*.process-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    { ...common, displayName: 'resilience', testMatch: ['<rootDir>/test/resilience/**/*.resilience-spec.ts'] },
  ],
  testTimeout: 30000,
};
