// @ts-check
import { listDirs } from './list-dirs.js';

// Imports flow shared -> features -> app on the web (docs/ARCHITECTURE.md).
const webFeatures = listDirs('apps/web/src/features');

export const webBoundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to src/shared, or compose them in src/app.',
  })),
  {
    target: [
      './apps/web/src/shared',
      './apps/web/src/components',
      './apps/web/src/lib',
      './apps/web/src/hooks',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code must not import features or the app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import the app layer.',
  },
];
