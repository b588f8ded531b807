/** Loads a page's code on demand, showing a spinner until it arrives. */
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { PageLoading } from './PageLoading';

export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
