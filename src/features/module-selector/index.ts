export { ModuleSelector, isModuleSelectorShortcut } from './ui/ModuleSelector';
export type { ModuleSelectorProps } from './ui/ModuleSelector';
export { ModuleSelectorDialog, MODULES_DOCS_PATH } from './ui/ModuleSelectorDialog';
export type { ModuleSelectorDialogProps } from './ui/ModuleSelectorDialog';
export { effectiveModules, localModulesKey, readLocalModules, saveLocalModules, withLocalModules } from './model/localModules';
export { messages } from './i18n/pt-BR';
