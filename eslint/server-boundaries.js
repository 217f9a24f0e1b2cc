// @ts-check
import { listDirs } from './list-dirs.js';

// Imports flow lib/db/shared -> modules -> app on the server (docs/ARCHITECTURE.md).
const serverModules = listDirs('apps/server/src/modules');

export const serverBoundaryZones = [
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`],
    message:
      'Modules never import each other: move what both need to src/shared (rules, records, states) or src/lib.',
  })),
  {
    target: [
      './apps/server/src/shared',
      './apps/server/src/plugins',
      './apps/server/src/db',
      './apps/server/src/config',
      './apps/server/src/lib',
    ],
    from: ['./apps/server/src/modules', './apps/server/src/app.ts'],
    message: 'Shared code and infrastructure must not import domain modules or the app.',
  },
];
