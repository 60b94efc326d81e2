// The controls the feature screens use: form fields, dialogs, list gestures, toolbars and file picks.
// Home and the app's start use none of them, so they are a module of their own: the shell provides it
// to the feature apps as a second shared module, loaded on first need (shell/src/remotes/federation-host.ts),
// and its sign-in dialog loads it with the onboarding screen.
export { TextField, Select, BareInput, BareTextArea, FieldGroup, type TextFieldProps, type SelectProps, type SelectOption } from './primitives/fields';
export { Switch, type SwitchProps } from './primitives/Switch';
export { Modal, type ModalProps } from './primitives/Modal';
export { ListPending, isListPending, type ListPendingProps, type PendingList } from './primitives/ListPending';
export { FilePickInput, FilePickButton } from './primitives/file-pick';
export { SwipeToDelete, type SwipeToDeleteProps, type SwipeThresholds } from './primitives/SwipeToDelete';
export { Autocomplete, type AutocompleteProps } from './primitives/Autocomplete';
export { QuickAddChips, type QuickAddChipsProps } from './primitives/QuickAddChips';
export { CollapsibleSection, type CollapsibleSectionProps } from './primitives/CollapsibleSection';
export { FloatingActionButton, type FloatingActionButtonProps } from './primitives/FloatingActionButton';
export { Toolbar, SearchField, FilterGrid } from './primitives/toolbar';
