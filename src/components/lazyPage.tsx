/**
 * Loads a page's code on demand, showing a spinner until it arrives. `preload()` fetches it
 * ahead, and a page whose code is here is drawn without the spinner (preloadable.tsx); main.tsx
 * does so for the page a stored session opens on. `preloadPage` calls any page's `preload`.
 */
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { PageLoading } from './PageLoading';
import { preloadable } from './preloadable';

export type LazyPage = ComponentType & { preload(): Promise<unknown> };

export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  const Page = preloadable(async () => (await load())[name]);
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  LazyPage.preload = Page.preload;
  return LazyPage;
}

/** Fetches a page's code ahead when it is loaded on demand; a failure is left to the page. */
export function preloadPage(page: ComponentType | undefined): boolean {
  const preload = (page as Partial<LazyPage> | undefined)?.preload;
  if (!preload) return false;
  preload().catch(() => undefined);
  return true;
}
