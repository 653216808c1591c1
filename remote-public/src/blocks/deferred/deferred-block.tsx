import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

type BlockModule = { default: ComponentType };

/** A thenable that settles at once, so React.lazy renders its module in the same pass. */
function settled(module: BlockModule): Promise<BlockModule> {
  return { then: (resolve: (value: BlockModule) => void) => resolve(module) } as unknown as Promise<BlockModule>;
}

/** Calls `open` once the element comes within `margin` of the screen (at once without IntersectionObserver). */
export function whenNearScreen(element: Element, open: () => void, margin: string): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    open();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        open();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A block below the fold whose code is fetched only when the visitor scrolls near it. The server
 * renders it in full (crawlers and the first paint see everything); in the browser its server
 * HTML stays as it is, not yet hydrated, until it is about to be seen — then its code loads and
 * it hydrates. This keeps the first load's scripts to what the visible part needs.
 *
 * `serverModule` is the module imported statically in the server build (`process.env.SSR`), and
 * null in the browser, where `load` fetches it as its own chunk.
 */
export function deferredBlock(load: () => Promise<BlockModule>, serverModule: BlockModule | null, margin = '400px') {
  function DeferredBlock() {
    const ref = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      let open = () => undefined as void;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    });
    const [Block] = useState(() => lazy(() => (serverModule ? settled(serverModule) : gate.opened.then(load))));
    useEffect(() => whenNearScreen(ref.current!, gate.open, margin), [gate]);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Block />
        </Suspense>
      </div>
    );
  }
  return DeferredBlock;
}

/**
 * deferredBlock for a module's named export: `load` imports the module in the browser,
 * `serverModule` is the same module required in the server build (null in the browser), and
 * `name` is the block's export.
 */
export function deferredExport<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, serverModule: M | null, name: K) {
  const pick = (module: M): BlockModule => ({ default: module[name] });
  return deferredBlock(() => load().then(pick), serverModule && pick(serverModule));
}
