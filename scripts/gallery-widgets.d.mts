export interface GalleryWidget { name: string; tag: string; states?: ReadonlyArray<{ id: string; group: string; title: string; player?: string; faults?: readonly object[]; markup: string }> }
export declare function galleryWidgets(table: Readonly<Record<string, { readonly element: { readonly definition: { readonly tag: string } }; readonly gallery?: GalleryWidget['states'] }>>): GalleryWidget[];
export declare function galleryWidgetsModule(table: Parameters<typeof galleryWidgets>[0]): string;
