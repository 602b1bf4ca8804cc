// The marketing calls (spec 01 §7) as data sources of the data provider: loaded with the first
// of them, with their contracts.
import { marketingCalls } from '../../contract/marketing';
import type { QueryParams } from '../../dataProvider/query';
import { LIBRARY_DEFAULT_READS } from '../../dataProvider/readPolicy';
import type { DataSource } from '../../declaration/types';
import type { AnalysisLead, Lead, WebRequest } from './leadLabels';
import { ANALYSIS_LEADS, CENTRAL_LEADS, DAY_LEADS, LEADS, WEB_REQUESTS } from './calls';

/** Marketing reads keep the library's defaults (spec 01 §9). */
const readPolicy = LIBRARY_DEFAULT_READS;

/** The query is the filter itself: each screen builds it with the query functions of calls.ts. */
const asQuery = (filter: QueryParams) => filter;

export const marketingDataSources: DataSource[] = [
  { name: LEADS, readPolicy, endpoints: { list: { call: marketingCalls.leads, params: asQuery } } } satisfies DataSource<Lead>,
  { name: WEB_REQUESTS, readPolicy, endpoints: { list: { call: marketingCalls.webRequests, params: asQuery } } } satisfies DataSource<WebRequest>,
  { name: CENTRAL_LEADS, readPolicy, endpoints: { list: { call: marketingCalls.centralLeads, params: asQuery } } } satisfies DataSource<Lead>,
  { name: ANALYSIS_LEADS, readPolicy, endpoints: { list: { call: marketingCalls.analysisLeads, params: asQuery } } } satisfies DataSource<AnalysisLead>,
  { name: DAY_LEADS, readPolicy, endpoints: { list: { call: marketingCalls.dayLeads, params: asQuery } } } satisfies DataSource<AnalysisLead>,
];
