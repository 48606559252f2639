import type { IntlShape } from 'react-intl';

/** The profile's dimensions, as the query names its lists. */
export type Dimension = 'genders' | 'ageBands' | 'personTypes' | 'cities' | 'neighborhoods';

/** Key of the "Outros" row (server: OTHERS_KEY). */
const OTHERS_KEY = '__outros';

/** A group's name on screen (the exported file names it the same way on the server). */
export function groupLabel(intl: IntlShape, dimension: Dimension, key: string): string {
  const notInformed = intl.formatMessage({ id: 'customerDemographics.group.notInformed' });
  if (key === OTHERS_KEY) return intl.formatMessage({ id: 'customerDemographics.group.others' });
  switch (dimension) {
    case 'genders':
      return key === 'F' || key === 'M' ? intl.formatMessage({ id: `customerDemographics.group.gender.${key}` }) : notInformed;
    case 'personTypes':
      return key === 'J' ? intl.formatMessage({ id: 'customerDemographics.group.person.J' }) : intl.formatMessage({ id: 'customerDemographics.group.person.F' });
    case 'ageBands': {
      if (key === 'NI') return notInformed;
      if (key === '65+') return intl.formatMessage({ id: 'customerDemographics.group.age65' });
      const [from, to] = key.split('-');
      return intl.formatMessage({ id: 'customerDemographics.group.age' }, { from, to });
    }
    case 'cities':
      return key || notInformed;
    case 'neighborhoods': {
      const [neighborhood, city] = key.split('|');
      return intl.formatMessage({ id: 'customerDemographics.group.neighborhood' }, { neighborhood: neighborhood || notInformed, city: city || notInformed });
    }
  }
}
