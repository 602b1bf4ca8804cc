import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import DescriptionIcon from '@mui/icons-material/Description';
import EuroIcon from '@mui/icons-material/Euro';
import GroupIcon from '@mui/icons-material/Group';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazy, type ComponentType } from 'react';
import { accountingSources } from '../custom/contabilidad/sources';
import { marketingSources } from '../custom/marketing/sources';
import { Home } from '../layout/Home';
import { academias } from './administracion/academias';
import { asignaturas } from './administracion/asignaturas';
import { centrosEstudio } from './administracion/centrosEstudio';
import { certificados } from './administracion/certificados';
import { codigosPromocionales } from './administracion/codigosPromocionales';
import { documentos } from './administracion/documentos';
import { formaciones } from './administracion/formaciones';
import { helpdesk } from './administracion/helpdesk';
import { pagosModificados } from './contabilidad/pagosModificados';
import { pagosPendientes } from './contabilidad/pagosPendientes';
import { screensOf, type MenuNode } from './menu';
import type { DataSource, ResourceSchema } from './types';

type MarketingPages = typeof import('../custom/marketing/pages');
type AccountingPages = typeof import('../custom/contabilidad/pages');

/** A marketing screen, loaded with the rest of its area the first time one of them opens. */
const marketing = (name: keyof MarketingPages): ComponentType =>
  lazy(() => import('../custom/marketing/pages').then((pages) => ({ default: pages[name] })));

/** An accounting screen that is not a list, loaded with the others of its area the first time one opens. */
const accounting = (name: keyof AccountingPages): ComponentType =>
  lazy(() => import('../custom/contabilidad/pages').then((pages) => ({ default: pages[name] })));

/**
 * The registry: the side menu in its order, with every route of the spec (01 §2). A screen
 * names its resource declaration or bespoke page; one with neither is not built yet and shows
 * the 'not available' page. Menu, routes and data provider are all generated from this list.
 */
export const registry: readonly MenuNode[] = [
  { title: 'Home', path: '/dashboard', icon: HomeIcon, page: Home },
  {
    title: 'Marketing',
    icon: CampaignIcon,
    children: [
      {
        title: 'Adquisición',
        icon: TrendingUpIcon,
        children: [
          { title: 'Captación por mes', path: '/marketing/adquisicion/captacion-mes', icon: AssessmentIcon, page: marketing('AcquisitionByMonthPage') },
          { title: 'Captación por centro', path: '/marketing/adquisicion/captacion-centro', icon: AssessmentIcon, page: marketing('AcquisitionByCentrePage') },
          { title: 'Análisis Central', path: '/marketing/adquisicion/analisis-central', icon: AssessmentIcon, page: marketing('CentralDistributionPage') },
          { title: 'Detalles leads', path: '/marketing/adquisicion/leads', icon: AssessmentIcon, page: marketing('LeadDetailsPage') },
        ],
      },
      {
        title: 'Comportamiento',
        icon: InsightsIcon,
        children: [
          { title: 'Análisis de leads', path: '/marketing/comportamiento/analisis', icon: InsightsIcon, page: marketing('LeadAnalysisPage') },
          { title: 'Leads entrantes del día', path: '/marketing/comportamiento/lead-entrantes', icon: InsightsIcon, page: marketing('DayLeadsPage') },
        ],
      },
      {
        title: 'Gestión',
        icon: PeopleIcon,
        children: [
          { title: 'Leads entrantes', path: '/marketing/gestion/leads', icon: PeopleIcon, page: marketing('CrmLeadsPage') },
          { title: 'Telefonos entrantes', path: '/marketing/gestion/telefonos-entrantes', icon: PhoneInTalkIcon, page: marketing('IncomingPhonesPage') },
        ],
      },
    ],
  },
  {
    title: 'Contabilidad',
    icon: EuroIcon,
    children: [
      {
        title: 'Ventas',
        icon: TrendingUpIcon,
        children: [
          { title: 'Ventas por mes', path: '/contabilidad/ventas/mes', icon: AssessmentIcon },
          { title: 'Ventas por centro', path: '/contabilidad/ventas/centro', icon: AssessmentIcon },
        ],
      },
      { title: 'Facturas', path: '/contabilidad/facturas', icon: ReceiptLongIcon },
      { title: 'Cajas', path: '/contabilidad/cajas', icon: PointOfSaleIcon },
      {
        title: 'Pagos',
        icon: PaymentsIcon,
        children: [
          { title: 'Pagos pendientes', path: '/contabilidad/pagos/pendientes', icon: PaymentsIcon, resource: pagosPendientes },
          { title: 'Pagos modificados', path: '/contabilidad/pagos/modificaciones', icon: PaymentsIcon, resource: pagosModificados },
          { title: 'Modificar pago', path: '/contabilidad/pagos/modificar', icon: PaymentsIcon, page: accounting('ModifyPaymentPage') },
          { title: 'Ingresos', path: '/contabilidad/pagos/ingresos', icon: AccountBalanceIcon, page: accounting('StudentIncomesPage') },
        ],
      },
    ],
  },
  {
    title: 'Administración',
    icon: AdminPanelSettingsIcon,
    children: [
      { title: 'Calendario', path: '/administracion/calendario', icon: CalendarMonthIcon },
      { title: 'Academias', path: '/administracion/academias', icon: ApartmentIcon, resource: academias },
      { title: 'Asignaturas', path: '/administracion/asignaturas', icon: MenuBookIcon, resource: asignaturas },
      { title: 'Centros de estudio', path: '/administracion/centros-estudio', icon: SchoolIcon, resource: centrosEstudio },
      { title: 'Helpdesk', path: '/administracion/helpdesk', icon: SupportAgentIcon, resource: helpdesk },
      { title: 'Certificados', path: '/administracion/certificados', icon: WorkspacePremiumIcon, resource: certificados },
      { title: 'Documentos', path: '/administracion/documentos', icon: DescriptionIcon, resource: documentos },
      { title: 'Códigos promocionales', path: '/administracion/codigos-promocionales', icon: LocalOfferIcon, resource: codigosPromocionales },
      { title: 'Formaciones', path: '/administracion/formaciones', icon: SchoolIcon, resource: formaciones },
      {
        title: 'Horarios',
        icon: ScheduleIcon,
        children: [
          { title: 'Aperturas', path: '/administracion/horarios/aperturas', icon: ScheduleIcon },
          { title: 'Clases', path: '/administracion/horarios/clases', icon: ScheduleIcon },
          { title: 'Profesores', path: '/administracion/horarios/profesores', icon: ScheduleIcon },
        ],
      },
    ],
  },
  {
    title: 'Personal',
    icon: BadgeIcon,
    children: [
      { title: 'Administración', path: '/personal/administracion', icon: GroupIcon },
      { title: 'Profesorado', path: '/personal/profesorado', icon: GroupIcon },
      { title: 'Logs', path: '/personal/logs', icon: DescriptionIcon },
    ],
  },
  {
    title: 'Clientes',
    icon: PeopleIcon,
    children: [
      { title: 'Fichas', path: '/clientes/fichas', icon: PeopleIcon },
      { title: 'Contrataciones mensuales', path: '/clientes/contrataciones-mensuales', icon: ReceiptLongIcon },
      { title: 'Asignaturas', path: '/clientes/asignaturas', icon: MenuBookIcon },
      { title: 'Códigos', path: '/clientes/codigos', icon: LocalOfferIcon },
      { title: 'Valoraciones', path: '/clientes/valoraciones', icon: StarIcon },
    ],
  },
];

export const screens = screensOf(registry);

export const resourceSchemas: ResourceSchema[] = screens.flatMap((screen) => (screen.resource ? [screen.resource] : []));

/** The calls that fill the declared lists' choice controls. */
const controlSources: DataSource[] = resourceSchemas.flatMap((schema) =>
  (schema.list.controls ?? []).flatMap((control) => (control.kind === 'choice' ? [control.from] : [])),
);

/** Every source the data provider answers for: the declared resources, their controls' calls and the bespoke pages' calls. */
export const dataSources: DataSource[] = [...resourceSchemas, ...controlSources, ...marketingSources, ...accountingSources];
