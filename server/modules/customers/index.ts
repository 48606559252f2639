/** The customers module's public API. */
export { contactsFor, customerModel, toCustomerModel, type CustomerModel, type CustomerRow } from './customer';
export { CUSTOMER_TABLE_ROWS } from './exportRows';
// the search's SQL, for bench:customers-search
export { parseCustomerSearch } from './search';
export { getCustomer, getCustomers, searchCustomers } from './service';
// processing's step: the best customers' default period (CH 018)
export { BEST_CUSTOMER_AGGREGATES, buildBestCustomerAggregates } from './aggregates';
