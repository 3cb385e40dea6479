// The page renderer (entry-server.tsx) runs in Node; the browser code must not see Node's types.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
