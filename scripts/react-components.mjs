// casino-elements/react's components, one per element: <casino-platform>'s and one per row of the widget table
// (elements/widget-table.ts), so a new widget has its component with no line of its own. The build
// (rollup.config.mjs, rollup.types.config.mjs) adds what this writes to elements/react-components.ts, which holds
// the one way a component is made (wrap: @lit/react's createComponent with the element's typed events):
// - to the code of dist/react.js and dist/react.node.js:
//     import { CasinoSignInElement } from './index.ts';
//     export const CasinoSignIn = wrap(CasinoSignInElement, 'CasinoSignIn', ["casino-signed-in","casino-signed-out"]);
// - to its declarations (dist/types/react-components.d.ts):
//     export declare const CasinoSignIn: ReactWebComponent<CasinoSignInElement, ComponentEvents<typeof CasinoSignInElement>>;
// A component is named after its element's class without `Element` (CasinoSignInElement -> CasinoSignIn), the
// class the library's entry exports under that name (elements/index.ts), as the React types' `CasinoSignInProps`.
// tests/unit/build/react-components.test.ts holds every row to its component and its typed events.

/** The page's configuration element: not a widget, so not a row of the table. */
export const PLATFORM_CLASS = 'CasinoPlatformElement';

/**
 * The components, in order: <casino-platform>'s, then each row's, as { name, element } (the class's name), and a
 * widget's `events` (its definition's, which the library's bundle leaves out: scripts/strip-element-docs.mjs).
 */
export function reactComponents(table) {
  const classes = [{ element: PLATFORM_CLASS }, ...Object.values(table).map((row) => ({ element: row.element.name, events: row.element.definition.events }))];
  return classes.map(({ element, events }) => {
    if (!/^Casino\w+Element$/.test(element)) throw new Error(`react-components: the element class ${element} is not named Casino…Element`);
    return { name: element.replace(/Element$/, ''), element, ...(events ? { events } : {}) };
  });
}

const GENERATED = '// Added by the build from elements/widget-table.ts (scripts/react-components.mjs): a component per element.';

/** The code the build adds to elements/react-components.ts. */
export function reactComponentsCode(table) {
  const components = reactComponents(table);
  return `\n${GENERATED}\nimport { ${components.map((component) => component.element).join(', ')} } from './index.ts';\n${components
    .map((component) => `export const ${component.name} = wrap(${component.element}, '${component.name}'${component.events ? `, ${JSON.stringify(component.events)}` : ''});`)
    .join('\n')}\n`;
}

/** The declarations the build adds to those tsc writes for elements/react-components.ts. */
export function reactComponentsDeclarations(table) {
  const components = reactComponents(table);
  return `\n${GENERATED}\nimport type { ReactWebComponent as ReactWebComponent$ } from '@lit/react';\nimport type { ${components.map((component) => component.element).join(', ')} } from './index.js';\n${components
    .map((component) => `export declare const ${component.name}: ReactWebComponent$<${component.element}, ComponentEvents<typeof ${component.element}>>;`)
    .join('\n')}\n`;
}
