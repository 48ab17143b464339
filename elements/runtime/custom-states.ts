/**
 * An element's custom states (`:state(rendered)`), or a stand-in where the browser has none: Safari and iOS
 * before 17.4 have no `ElementInternals.states`, and Chrome before 125 takes only names that start with `--`.
 * There the states are the words of the host's `data-casino-state` attribute, so a page styles
 * `[data-casino-state~="rendered"]` as it would `:state(rendered)`, and the widget mounts all the same.
 */
export const STATE_ATTRIBUTE = 'data-casino-state';

export function customStates(internals: ElementInternals | undefined, host: Element): CustomStateSet {
  const native = internals?.states;
  if (native && acceptsPlainNames(native)) return native;
  return attributeStates(host);
}

function acceptsPlainNames(states: CustomStateSet): boolean {
  try {
    states.add('casino-probe');
    states.delete('casino-probe');
    return true;
  } catch {
    return false;
  }
}

/** A CustomStateSet kept in the host's data-casino-state attribute (what the runtime uses of it: add, delete, has). */
function attributeStates(host: Element): CustomStateSet {
  const states = new Set<string>();
  const write = () => {
    if (states.size === 0) host.removeAttribute(STATE_ATTRIBUTE);
    else host.setAttribute(STATE_ATTRIBUTE, [...states].join(' '));
  };
  const set = Object.assign(states, {
    add(state: string) {
      Set.prototype.add.call(states, state);
      write();
      return set;
    },
    delete(state: string) {
      const had = Set.prototype.delete.call(states, state);
      write();
      return had;
    },
    clear() {
      Set.prototype.clear.call(states);
      write();
    },
  });
  return set;
}
