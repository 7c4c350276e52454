export const FIELD_SIZES = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof FIELD_SIZES)[number];
