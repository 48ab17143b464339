// A minimal stand-in for 'svelte/elements' (Svelte itself is not installed here): the two interfaces the
// package's Svelte types use, in the shape Svelte 4.2+ and 5 declare them (HTMLAttributes<T> with the DOM's
// common attributes and Svelte 5's `on<event>` handlers; SvelteHTMLElements, which an app augments per tag).
declare module 'svelte/elements' {
  export interface HTMLAttributes<T extends EventTarget> {
    class?: string | null;
    id?: string | null;
    hidden?: boolean | null;
    slot?: string | null;
    onclick?: ((event: MouseEvent & { currentTarget: EventTarget & T }) => unknown) | null;
  }
  export interface SvelteHTMLElements {
    div: HTMLAttributes<HTMLDivElement>;
  }
}
