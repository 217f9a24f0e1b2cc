import { useEffect } from 'react';
import { getAppConfig } from '../lib/app-config.ts';

/** "<Page> | <product>": every page names itself through this hook. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${getAppConfig().productName}`;
  }, [page]);
}
