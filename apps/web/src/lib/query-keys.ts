/**
 * The one shape of query keys. Each feature has one factory, `<feature>Keys` in
 * `api/<feature>-keys.ts`, made here: `all` starts every key of the feature, so invalidating it
 * refreshes everything the feature shows; `list(params)` is one list and `detail(id)` one record,
 * under `lists()` and `details()`. A query of another kind (a check, a form's options) is a
 * named member of the factory built on `all`. No key is written by hand anywhere else.
 */
export function createQueryKeys<const Scope extends string>(scope: Scope) {
  const all = [scope] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <const Params>(params: Params) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: <const Id>(id: Id) => [...all, 'detail', id] as const,
  };
}
