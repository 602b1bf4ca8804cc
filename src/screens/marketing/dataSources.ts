// The marketing calls (spec 01 §7) as data sources of the data provider: loaded with the first
// of them, with their contracts.
import { marketingCalls } from '../../contract/marketing';
import type { QueryParams } from '../../dataProvider/query';
import { LIBRARY_DEFAULT_READS } from '../../dataProvider/readPolicy';
import type { DataSource } from '../../declaration/types';
import type { AnalysisLead, CrmLead, IncomingPhone, Lead, WebRequest } from './leadLabels';
import { ANALYSIS_LEADS, CENTRAL_LEADS, CRM_LEADS, DAY_LEADS, DELETE_LAST_CONTACT, INCOMING_PHONES, LEADS, WEB_REQUESTS } from './calls';

/** Marketing reads keep the library's defaults (spec 01 §9). */
const readPolicy = LIBRARY_DEFAULT_READS;

/** The query is the filter itself: each screen builds it with the query functions of calls.ts. */
const asQuery = (filter: QueryParams) => filter;

export const marketingDataSources: DataSource[] = [
  { name: LEADS, readPolicy, endpoints: { list: { call: marketingCalls.leads, params: asQuery } } } satisfies DataSource<Lead>,
  { name: WEB_REQUESTS, readPolicy, endpoints: { list: { call: marketingCalls.webRequests, params: asQuery } } } satisfies DataSource<WebRequest>,
  { name: CENTRAL_LEADS, readPolicy, endpoints: { list: { call: marketingCalls.centralLeads, params: asQuery } } } satisfies DataSource<Lead>,
  {
    name: CRM_LEADS,
    readPolicy,
    endpoints: {
      list: { call: marketingCalls.crmLeads, params: asQuery },
      delete: { call: marketingCalls.deleteLead, params: (id) => ({ id }) },
      actions: { [DELETE_LAST_CONTACT]: { call: marketingCalls.deleteLastContact, params: (lead) => ({ id: lead.id }) } },
    },
  } satisfies DataSource<CrmLead>,
  {
    name: INCOMING_PHONES,
    readPolicy,
    endpoints: { list: { call: marketingCalls.incomingPhones, params: asQuery } },
  } satisfies DataSource<IncomingPhone>,
  { name: ANALYSIS_LEADS, readPolicy, endpoints: { list: { call: marketingCalls.analysisLeads, params: asQuery } } } satisfies DataSource<AnalysisLead>,
  { name: DAY_LEADS, readPolicy, endpoints: { list: { call: marketingCalls.dayLeads, params: asQuery } } } satisfies DataSource<AnalysisLead>,
];
