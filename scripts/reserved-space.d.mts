export interface ReservedRow { readonly tag: string; readonly height: number; readonly variants?: Readonly<Record<string, number>> }
export declare function reservedRows(table: Readonly<Record<string, { readonly element: { readonly definition: { readonly tag: string } }; readonly reserved?: { readonly height: number; readonly variants?: Readonly<Record<string, number>> } }>>): ReservedRow[];
export declare function reservedSpaceCss(source: string, rows: readonly ReservedRow[]): string;
