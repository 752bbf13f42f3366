/**
 * The dependency rule of the hexagon (docs/architecture.md), checked on every
 * CI run: domain code is plain TypeScript; use cases know only their domain and
 * ports; modules meet only through each other's index.ts.
 */
const FRAMEWORKS =
  '^(@nestjs|typeorm|fastify|@fastify|pg|ioredis|@electric-sql|class-validator|class-transformer|pino|rxjs)($|/)';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain-typescript',
      comment: 'Domain code imports no framework, ORM, driver or HTTP library.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: {
        path: FRAMEWORKS,
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
      },
    },
    {
      name: 'domain-imports-only-domain-and-shared-kernel',
      comment:
        'Domain code imports its own domain, the pure files of src/shared and (types only, next rule) other modules through their index.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: {
        path: '^src/',
        pathNot: ['^src/modules/$1/domain/', '^src/shared/[^/]+\\.ts$', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'domain-takes-only-types-from-other-modules',
      comment:
        'A type another module owns (ingest owns Enrichment) may be named in a domain; nothing of that module runs there.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/modules/[^/]+/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'application-does-not-reach-adapters',
      comment: 'Use cases talk to ports, never to adapters (TypeORM, HTTP, CLI).',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: ['^src/modules/[^/]+/adapters/', FRAMEWORKS], pathNot: '^@nestjs/common$' },
    },
    {
      name: 'application-uses-no-orm-or-http',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/application/' },
      to: {
        path: '^(typeorm|fastify|pg|ioredis|@electric-sql)($|/)',
        dependencyTypes: ['npm', 'npm-no-pkg', 'npm-unknown'],
      },
    },
    {
      name: 'application-reads-no-configuration',
      comment: 'Use cases take what they need from configuration through a settings port their module provides.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: '^src/config/' },
    },
    {
      name: 'modules-meet-through-index',
      comment: 'A module reaches another only through its public index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-kernel-imports-no-module',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'shared-kernel-imports-no-infrastructure',
      comment:
        'src/shared is the kernel every layer may use: it does not import the database layer, and its pure files not configuration either.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/database/' },
    },
    {
      name: 'shared-kernel-files-read-no-configuration',
      severity: 'error',
      from: { path: '^src/shared/[^/]+\\.ts$' },
      to: { path: '^src/config/' },
    },
    {
      name: 'database-layer-knows-no-module',
      comment: 'The database layer serves the modules; the composition root (src/module-list.ts) lists their schemas.',
      severity: 'error',
      from: { path: '^src/database/' },
      to: { path: ['^src/modules/', '^src/module-list\\.ts$', '^src/(admin|admin-http|cli)/'] },
    },
    {
      name: 'database-layer-reaches-no-module-indirectly',
      comment:
        'Not through a file in between either (the migrations runner once reached every schema through the entity list).',
      severity: 'error',
      from: { path: '^src/database/' },
      to: { path: ['^src/modules/', '^src/module-list\\.ts$'], reachable: true },
    },
    {
      name: 'admin-http-does-not-import-the-cli',
      comment: 'The admin HTTP API and the CLI are two transports of src/admin: neither imports the other.',
      severity: 'error',
      from: { path: '^src/admin-http/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'modules-list-nothing-of-the-composition-root',
      comment: 'A module does not know the list it is in.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: ['^src/module-list\\.ts$', '^src/(admin|admin-http|cli|app\\.module)'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.spec\\.ts$' },
  },
};
