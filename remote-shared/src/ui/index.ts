// Exposed as `remote_shared/ui`: the whole design system — the primitives of `./core` (also
// exposed alone as `remote_shared/ui/core` for the public pages) and the back office's components.
// Tokens are CSS custom properties; each component styles itself with a CSS Module, so no class
// leaks between remotes.
export * from './core';
export { Modal } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { ConfirmDialog } from './confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { DataTable } from './data-table/data-table';
export type { DataTableColumn, DataTableProps } from './data-table/data-table';
export { FormField, formControlClassName } from './form-field/form-field';
export type { FieldControlProps, FormFieldProps } from './form-field/form-field';
export { ImageInput, IMAGE_HINT } from './image-input/image-input';
export { ENGLISH_UI_TEXTS, UiTextsProvider, useUiTexts, type UiTexts } from './texts';
export type { ImageInputProps } from './image-input/image-input';
