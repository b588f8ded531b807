/**
 * A component of a resource folder (a field's input, a toolbar action) loaded on demand, so
 * that declaring it in `index.ts` adds nothing to the sign-in bundle. `lazyPage` does the same
 * for whole views.
 */
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';

export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Loaded = lazy<ComponentType<Props>>(async () => ({ default: (await load())[name] }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = `Lazy(${name})`;
  return LazyComponent;
}
