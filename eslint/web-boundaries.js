// @ts-check
import fs from 'node:fs';
import { listDirs } from './list-dirs.js';

// Imports flow shared -> features -> app on the web (docs/ARCHITECTURE.md). Each feature has one
// public face, features/<feature>/index.ts: the app layer and other features import that file and
// nothing else of the feature; inside the feature (its tests included) any file may be imported.
const webSource = './apps/web/src';
const webFeatures = listDirs('apps/web/src/features');
/** Everything under src that is not a feature: app/, test/, shared/, lib/, … and the entry files. */
const outsideFeatures = [
  ...listDirs('apps/web/src')
    .filter((dir) => dir !== 'features')
    .map((dir) => `${webSource}/${dir}`),
  ...(fs.existsSync('apps/web/src')
    ? fs
        .readdirSync('apps/web/src')
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => `${webSource}/${file}`)
    : []),
];
const faceFiles = ['./index.ts', './index.tsx'];
const featureDir = (feature) => `${webSource}/features/${feature}`;
const throughTheFace =
  'Import another feature through its public face, features/<feature>/index.ts; export from there what others need.';

// One zone per importer, as on the server (eslint/server-boundaries.js says why): everything
// outside the features, then each feature, may take a feature (not itself) only through its face.
export const webBoundaryZones = [
  {
    target: outsideFeatures,
    from: webFeatures.map(featureDir),
    except: faceFiles,
    message: throughTheFace,
  },
  ...webFeatures.map((feature) => ({
    target: featureDir(feature),
    from: webFeatures.filter((other) => other !== feature).map(featureDir),
    except: faceFiles,
    message: throughTheFace,
  })),
  ...webFeatures.map((feature) => ({
    target: featureDir(feature),
    from: faceFiles.map((face) => `${featureDir(feature)}/${face.slice(2)}`),
    message:
      'A feature imports its own files directly, never its own index.ts: the face is for others, and going through it makes cycles.',
  })),
  {
    target: [
      `${webSource}/shared`,
      `${webSource}/components`,
      `${webSource}/lib`,
      `${webSource}/hooks`,
    ],
    from: [`${webSource}/features`, `${webSource}/app`],
    message: 'Shared code must not import features or the app.',
  },
  {
    target: `${webSource}/features`,
    from: `${webSource}/app`,
    message: 'Features must not import the app layer.',
  },
];
