export { InterestTabs, InterestsView } from './ui/InterestsView';
export { interestsScope, interestsVariables, DEPARTMENT_PARAM, type InterestsScope, type InterestView } from './lib/view';
export { messages } from './i18n/pt-BR';
