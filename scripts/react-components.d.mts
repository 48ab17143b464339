type Table = Readonly<Record<string, { readonly element: { readonly name: string } }>>;
export declare const PLATFORM_CLASS: string;
export declare function reactComponents(table: Table): Array<{ name: string; element: string }>;
export declare function reactComponentsCode(table: Table): string;
export declare function reactComponentsDeclarations(table: Table): string;
