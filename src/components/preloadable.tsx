/**
 * A component whose code is loaded on demand and can be fetched ahead (`preload()`).
 *
 * React.lazy suspends on its first render even when its code has arrived meanwhile. Each
 * suspension shows its fallback, and React holds the reveal of what replaces a fallback until
 * 300 ms after the last fallback appeared: on a stored session's first page (layout, permission
 * check, page: three such steps) that left the browser idle for a few hundred milliseconds before
 * the page asked for its data. Code fetched ahead here is rendered at once, without suspending.
 *
 * Each instance keeps the component it started with, so that the arrival of the code never
 * swaps the lazy wrapper for the loaded component under a mounted page (which would remount it).
 */
import { lazy, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';

export type Preloadable<Props extends object> = ((props: Props) => ReactElement) & {
  preload(): Promise<ComponentType<Props>>;
};

export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch ahead (the network, a new release) is tried again when first drawn.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableComponent(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
