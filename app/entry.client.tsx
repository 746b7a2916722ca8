import { Component, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/*
 * `react` is Preact's React layer here (see the README). HydratedRouter suspends on its first render until
 * the server's loader data is decoded; React's root waits for that, but a suspended Preact hydration of the
 * whole document re-renders from scratch and duplicates the page. So a throwaway render in a detached node
 * starts the decoding and hands us its promise, and the real hydration starts once it has settled.
 */
function routerStateDecoded(): Promise<unknown> {
  return new Promise((resolve) => {
    const scratch = createRoot(document.createElement("div"));
    class CatchSuspension extends Component<{ children: ReactNode }> {
      componentDidCatch(thrown: unknown) {
        resolve(thrown instanceof Promise ? thrown.catch(() => undefined) : undefined);
      }
      componentDidMount() {
        resolve(undefined);
      }
      render() {
        return this.props.children;
      }
    }
    scratch.render(
      <CatchSuspension>
        <HydratedRouter />
      </CatchSuspension>,
    );
    queueMicrotask(() => scratch.unmount());
  });
}

/*
 * Preact hydrates `document` as if it were `<html>`, which nests a second `<html>` inside the first. This
 * stand-in parent holds the real `<html>` as its only child, so the root `<html>` of root.tsx hydrates in place.
 */
function documentAsContainer(): Element {
  const html = document.documentElement;
  const container = {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    get firstChild() {
      return html;
    },
    get childNodes() {
      return [html];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  };
  return container as unknown as Element;
}

// The server's page has already painted: app/utils/deferred-scripts.server.ts starts this module after the first paint.
await routerStateDecoded();
hydrateRoot(
  documentAsContainer(),
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
