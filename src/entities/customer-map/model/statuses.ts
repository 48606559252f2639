/** The activity groups in the order the server numbers them (a point's status byte indexes this). */
export const STATUSES = ['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought'] as const;
export type Status = (typeof STATUSES)[number];

/** Each group's colour on the map and in the legend (distinct for colour-blind people: blue→red, grey). */
export const STATUS_COLORS: Record<Status, string> = {
  actives: '#1f77b4',
  recentInactives: '#17becf',
  atRisk: '#ff9f1c',
  losses: '#d62728',
  neverBought: '#7f7f7f',
};

/** The colour of points that carry no status (a segment's members): one hue, clusters included. */
export const PLAIN_POINT_COLOR = '#6d28d9';

/** How the consumers are drawn: clustered points or a heat map. */
export type MapView = 'points' | 'heat';
