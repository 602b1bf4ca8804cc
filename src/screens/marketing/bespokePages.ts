// The marketing area's screens: one lazy chunk, loaded when a marketing route is first opened.
export { AcquisitionByCentrePage } from './adquisicion/captacion-centro/AcquisitionByCentrePage';
export { AcquisitionByMonthPage } from './adquisicion/captacion-mes/AcquisitionByMonthPage';
export { CentralDistributionPage } from './adquisicion/analisis-central/CentralDistributionPage';
export { CrmLeadsPage } from './gestion/leads/CrmLeadsPage';
export { DayLeadsPage } from './comportamiento/lead-entrantes/DayLeadsPage';
export { IncomingPhonesPage } from './gestion/telefonos-entrantes/IncomingPhonesPage';
export { LeadAnalysisPage } from './comportamiento/analisis/LeadAnalysisPage';
export { LeadDetailsPage } from './adquisicion/leads/LeadDetailsPage';
