export { ModuleSwitches } from './ui/ModuleSwitches';
export type { ModuleSwitchesProps } from './ui/ModuleSwitches';
export { messages } from './i18n/pt-BR';
