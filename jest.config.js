// Two projects: client code in jsdom, server code in node against the embedded stores.
const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
module.exports = {
  // Server tests start real stores; a generous per-test limit keeps a slow CI machine from flaking.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: '<rootDir>/tests/setup/jsdom-environment.js',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.client.ts'],
      // apexcharts needs a real browser's layout: one stand-in for every test (tests/setup/apexcharts.js)
      // and MapLibre needs WebGL: the map canvas's engine module (entities/customer-map) gets a recording stand-in (tests/setup/maplibreEngine.js)
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^apexcharts$': '<rootDir>/tests/setup/apexcharts.js',
        '^\\./maplibreEngine$': '<rootDir>/tests/setup/maplibreEngine.js',
      },
      // react-intl 12 and its formatjs dependencies ship only ES modules; Jest on Node 20 must compile them.
      transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|@tanstack|supercluster|kdbush|marked)/)'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
      // marked (the terms' Markdown, shared with the client) ships only ES modules
      transformIgnorePatterns: ['/node_modules/(?!(marked)/)'],
    },
  ],
};
