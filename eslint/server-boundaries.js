// @ts-check
import fs from 'node:fs';
import { listDirs } from './list-dirs.js';

// Imports flow lib/db/shared -> modules -> app on the server (docs/ARCHITECTURE.md). Each module has
// one public face, modules/<m>/index.ts: code outside the module (app.ts, actions/, events/, cli/,
// test/, the demo seed, other modules) imports that and nothing else of it. A module may import
// another's face; import/no-cycle keeps those imports one-way.
const src = 'apps/server/src';
const serverModules = listDirs(`${src}/modules`);
const topLevel = fs.existsSync(src)
  ? fs.readdirSync(src).filter((entry) => entry !== 'modules')
  : [];

// The demo seed (db/seed.ts, db/seed/) fills the database through the modules' own rules (booking
// creation, document numbers and logos), as the app does, so it may use their faces; the rest of
// db/ may not.
const databaseCore = fs.existsSync(`${src}/db`)
  ? fs.readdirSync(`${src}/db`).filter((entry) => entry !== 'seed' && entry !== 'seed.ts')
  : [];

const moduleDir = (module) => `./${src}/modules/${module}`;

// One zone per importer (a top-level entry or a module): it may take any module but itself only
// through the face. Grouped by importer, each file is matched against one zone's target rather than
// every module's list of importers (the rule checks a file against every target of every zone:
// about 5,000 path comparisons a file the other way round, most of the import rules' time).
export const serverBoundaryZones = [
  ...[...topLevel.map((entry) => `./${src}/${entry}`), ...serverModules.map(moduleDir)].map(
    (importer) => ({
      target: importer,
      from: serverModules.map(moduleDir).filter((module) => module !== importer),
      except: ['./index.ts'],
      message:
        'Import another module through its face, modules/<module>/index.ts (add what you need there).',
    }),
  ),
  {
    target: [
      `./${src}/shared`,
      `./${src}/plugins`,
      `./${src}/config`,
      `./${src}/lib`,
      ...databaseCore.map((entry) => `./${src}/db/${entry}`),
    ],
    from: [`./${src}/modules`, `./${src}/app.ts`],
    message: 'Shared code and infrastructure must not import domain modules or the app.',
  },
];
