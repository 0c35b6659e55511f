/** What other features may use from the catalog feature: the picker dialogs behind the answer slots. */
export { CatalogPickerDialog, PICKER_NOUNS, type PickerKind } from './components/catalog-picker-dialog';
export type { PickedItem } from './components/picker-dialog-frame';
