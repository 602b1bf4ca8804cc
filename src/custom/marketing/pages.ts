// The marketing area's screens: one lazy chunk, loaded when a marketing route is first opened.
export { AcquisitionByCentrePage } from './AcquisitionByCentrePage';
export { AcquisitionByMonthPage } from './AcquisitionByMonthPage';
export { CentralDistributionPage } from './CentralDistributionPage';
export { CrmLeadsPage } from './CrmLeadsPage';
export { DayLeadsPage } from './DayLeadsPage';
export { IncomingPhonesPage } from './IncomingPhonesPage';
export { LeadAnalysisPage } from './LeadAnalysisPage';
export { LeadDetailsPage } from './LeadDetailsPage';
