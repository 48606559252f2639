// The sales parser thread's entry: it loads the TypeScript worker through tsx, whether or not the
// process itself runs under tsx (npm start, the CLI, Jest).
require('tsx/cjs/api').register();
require('./sales-worker.ts');
