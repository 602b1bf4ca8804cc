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
import type { ComponentType } from 'react';
import { Loading } from 'react-admin';
import { lazyComponent } from '../common/lazyComponent';
import { calendarSources } from './administracion/calls';
import { accountingSources } from './contabilidad/calls';
import { marketingSources } from './marketing/calls';
import { Home } from './dashboard/Home';
import { PageNotLoaded } from '../layout/rarePages';
import type { DeclaredName } from '../dataProvider/sourceCatalogue';
import { declaredArea, sourcesOf } from '../declaration/declaredArea';
import { screensOf, type MenuNode } from '../declaration/menu';
import { withScreenFiles } from './screenFiles';
import type { DataSource, LazySources, ResourceSchema } from '../declaration/types';

/** The declared areas: each its own chunk, loaded with the first of its screens or calls. */
const marketing = declaredArea(() => import('./marketing/declarations'));
const administracion = declaredArea(() => import('./administracion/declarations'));
const personal = declaredArea(() => import('./personal/declarations'));
const contabilidad = declaredArea(() => import('./contabilidad/declarations'));
const clientes = declaredArea(() => import('./clientes/declarations'));

/** A bespoke page: its own lazy chunk, loaded the first time it opens, so that a screen loads none of its neighbours' code. */
function bespokePage<K extends string>(name: K, load: () => Promise<Record<K, ComponentType>>) {
  return lazyComponent(() => load().then((module) => module[name]), Loading, PageNotLoaded);
}

/**
 * The side menu in its order, with every route of the spec (01 §2) but those of screen files. A
 * screen names the area its declaration is in (`declaredIn`) or its bespoke page; one with
 * neither is not built yet and shows the 'not available' page.
 */
const declaredInCode: readonly MenuNode[] = [
  { title: 'Home', path: '/dashboard', icon: HomeIcon, page: Home },
  {
    title: 'Marketing',
    icon: CampaignIcon,
    children: [
      {
        title: 'Adquisición',
        icon: TrendingUpIcon,
        children: [
          { title: 'Captación por mes', path: '/marketing/adquisicion/captacion-mes', icon: AssessmentIcon, page: bespokePage('AcquisitionByMonthPage', () => import('./marketing/adquisicion/captacion-mes/AcquisitionByMonthPage')) },
          { title: 'Captación por centro', path: '/marketing/adquisicion/captacion-centro', icon: AssessmentIcon, page: bespokePage('AcquisitionByCentrePage', () => import('./marketing/adquisicion/captacion-centro/AcquisitionByCentrePage')) },
          { title: 'Análisis Central', path: '/marketing/adquisicion/analisis-central', icon: AssessmentIcon, page: bespokePage('CentralDistributionPage', () => import('./marketing/adquisicion/analisis-central/CentralDistributionPage')) },
          { title: 'Detalles leads', path: '/marketing/adquisicion/leads', icon: AssessmentIcon, page: bespokePage('LeadDetailsPage', () => import('./marketing/adquisicion/leads/LeadDetailsPage')) },
        ],
      },
      {
        title: 'Comportamiento',
        icon: InsightsIcon,
        children: [
          { title: 'Análisis de leads', path: '/marketing/comportamiento/analisis', icon: InsightsIcon, page: bespokePage('LeadAnalysisPage', () => import('./marketing/comportamiento/analisis/LeadAnalysisPage')) },
          { title: 'Leads entrantes del día', path: '/marketing/comportamiento/lead-entrantes', icon: InsightsIcon, page: bespokePage('DayLeadsPage', () => import('./marketing/comportamiento/lead-entrantes/DayLeadsPage')) },
        ],
      },
      {
        title: 'Gestión',
        icon: PeopleIcon,
        children: [
          { title: 'Leads entrantes', path: '/marketing/gestion/leads', icon: PeopleIcon, declaredIn: marketing },
          { title: 'Telefonos entrantes', path: '/marketing/gestion/telefonos-entrantes', icon: PhoneInTalkIcon, declaredIn: marketing },
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
          { title: 'Ventas por mes', path: '/contabilidad/ventas/mes', icon: AssessmentIcon, declaredIn: contabilidad },
          { title: 'Ventas por centro', path: '/contabilidad/ventas/centro', icon: AssessmentIcon, declaredIn: contabilidad },
        ],
      },
      { title: 'Facturas', path: '/contabilidad/facturas', icon: ReceiptLongIcon, declaredIn: contabilidad },
      { title: 'Cajas', path: '/contabilidad/cajas', icon: PointOfSaleIcon, declaredIn: contabilidad },
      {
        title: 'Pagos',
        icon: PaymentsIcon,
        children: [
          { title: 'Pagos modificados', path: '/contabilidad/pagos/modificaciones', icon: PaymentsIcon, declaredIn: contabilidad },
          { title: 'Modificar pago', path: '/contabilidad/pagos/modificar', icon: PaymentsIcon, page: bespokePage('ModifyPaymentPage', () => import('./contabilidad/pagos/modificar/ModifyPaymentPage')) },
          { title: 'Ingresos', path: '/contabilidad/pagos/ingresos', icon: AccountBalanceIcon, page: bespokePage('StudentIncomesPage', () => import('./contabilidad/pagos/ingresos/StudentIncomesPage')) },
        ],
      },
    ],
  },
  {
    title: 'Administración',
    icon: AdminPanelSettingsIcon,
    children: [
      { title: 'Calendario', path: '/administracion/calendario', icon: CalendarMonthIcon, page: bespokePage('CalendarPage', () => import('./administracion/calendario/CalendarPage')) },
      { title: 'Academias', path: '/administracion/academias', icon: ApartmentIcon, declaredIn: administracion },
      { title: 'Asignaturas', path: '/administracion/asignaturas', icon: MenuBookIcon, declaredIn: administracion },
      { title: 'Centros de estudio', path: '/administracion/centros-estudio', icon: SchoolIcon, declaredIn: administracion },
      { title: 'Helpdesk', path: '/administracion/helpdesk', icon: SupportAgentIcon, declaredIn: administracion },
      { title: 'Certificados', path: '/administracion/certificados', icon: WorkspacePremiumIcon, declaredIn: administracion },
      { title: 'Documentos', path: '/administracion/documentos', icon: DescriptionIcon, declaredIn: administracion },
      { title: 'Códigos promocionales', path: '/administracion/codigos-promocionales', icon: LocalOfferIcon, declaredIn: administracion },
      { title: 'Formaciones', path: '/administracion/formaciones', icon: SchoolIcon, declaredIn: administracion },
      {
        title: 'Horarios',
        icon: ScheduleIcon,
        children: [
          { title: 'Aperturas', path: '/administracion/horarios/aperturas', icon: ScheduleIcon, page: bespokePage('OpeningHoursPage', () => import('./administracion/horarios/aperturas/OpeningHoursPage')) },
          { title: 'Clases', path: '/administracion/horarios/clases', icon: ScheduleIcon, page: bespokePage('AcademyClassesPage', () => import('./administracion/horarios/clases/AcademyClassesPage')) },
          { title: 'Profesores', path: '/administracion/horarios/profesores', icon: ScheduleIcon, page: bespokePage('TeacherSchedulePage', () => import('./administracion/horarios/profesores/TeacherSchedulePage')) },
        ],
      },
    ],
  },
  {
    title: 'Personal',
    icon: BadgeIcon,
    children: [
      { title: 'Administración', path: '/personal/administracion', icon: GroupIcon, declaredIn: personal },
      { title: 'Profesorado', path: '/personal/profesorado', icon: GroupIcon, declaredIn: personal },
      { title: 'Logs', path: '/personal/logs', icon: DescriptionIcon, declaredIn: personal },
    ],
  },
  {
    title: 'Clientes',
    icon: PeopleIcon,
    children: [
      { title: 'Fichas', path: '/clientes/fichas', icon: PeopleIcon, declaredIn: clientes },
      { title: 'Contrataciones mensuales', path: '/clientes/contrataciones-mensuales', icon: ReceiptLongIcon, declaredIn: clientes },
      { title: 'Códigos', path: '/clientes/codigos', icon: LocalOfferIcon, declaredIn: clientes },
      { title: 'Valoraciones', path: '/clientes/valoraciones', icon: StarIcon, declaredIn: clientes },
    ],
  },
];

/** The registry: the side menu with the screen files' entries. Menu, routes and data provider are all generated from it. */
export const registry: readonly MenuNode[] = withScreenFiles(declaredInCode);

export const screens = screensOf(registry);

/** The declared resources, each named after its route without the leading slash. */
export const declaredNames: DeclaredName[] = screens.flatMap((screen) => (screen.declaredIn ? [{ name: screen.path.slice(1), area: screen.declaredIn }] : []));

/** The bespoke pages' calls, each area's loaded with the first of them (the declared ones load with their areas). */
export const pageSources: readonly LazySources[] = [marketingSources, calendarSources, accountingSources];

/** Every declaration of every area (lists in tabs included), areas in menu order: for tests and tools that need them all at once. */
export async function loadDeclarations(): Promise<ResourceSchema[]> {
  const areas = [...new Set(declaredNames.map(({ area }) => area))];
  return (await Promise.all(areas.map((area) => area.load()))).flat();
}

/** Every source the data provider answers for, every area loaded. */
export async function loadAllSources(): Promise<DataSource[]> {
  const pages = await Promise.all(pageSources.map((sources) => sources.load()));
  return [...pages.flat(), ...sourcesOf(await loadDeclarations())];
}
