// Types of pages.mjs (the list itself lives there only).
export const PUBLIC_PAGES: readonly string[];
export const SAMPLE_ANIMAL_PAGE: string;
export const PAGE_TEMPLATES: readonly string[];
