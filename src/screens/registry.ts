import type { ComponentType } from 'react';
import { CONFIGURE_ACTION } from '../authProvider/access';
import { screenIcon } from '../screenFile/icons';
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
  { title: 'Home', path: '/dashboard', icon: screenIcon('home'), page: Home },
  {
    title: 'Marketing',
    icon: screenIcon('campaign'),
    children: [
      {
        title: 'Adquisición',
        icon: screenIcon('trending-up'),
        children: [
          { title: 'Captación por mes', path: '/marketing/adquisicion/captacion-mes', icon: screenIcon('assessment'), page: bespokePage('AcquisitionByMonthPage', () => import('./marketing/adquisicion/captacion-mes/AcquisitionByMonthPage')) },
          { title: 'Captación por centro', path: '/marketing/adquisicion/captacion-centro', icon: screenIcon('assessment'), page: bespokePage('AcquisitionByCentrePage', () => import('./marketing/adquisicion/captacion-centro/AcquisitionByCentrePage')) },
          { title: 'Análisis Central', path: '/marketing/adquisicion/analisis-central', icon: screenIcon('assessment'), page: bespokePage('CentralDistributionPage', () => import('./marketing/adquisicion/analisis-central/CentralDistributionPage')) },
          { title: 'Detalles leads', path: '/marketing/adquisicion/leads', icon: screenIcon('assessment'), page: bespokePage('LeadDetailsPage', () => import('./marketing/adquisicion/leads/LeadDetailsPage')) },
        ],
      },
      {
        title: 'Comportamiento',
        icon: screenIcon('insights'),
        children: [
          { title: 'Análisis de leads', path: '/marketing/comportamiento/analisis', icon: screenIcon('insights'), page: bespokePage('LeadAnalysisPage', () => import('./marketing/comportamiento/analisis/LeadAnalysisPage')) },
          { title: 'Leads entrantes del día', path: '/marketing/comportamiento/lead-entrantes', icon: screenIcon('insights'), page: bespokePage('DayLeadsPage', () => import('./marketing/comportamiento/lead-entrantes/DayLeadsPage')) },
        ],
      },
      {
        title: 'Gestión',
        icon: screenIcon('people'),
        children: [
          { title: 'Leads entrantes', path: '/marketing/gestion/leads', icon: screenIcon('people'), declaredIn: marketing },
          { title: 'Telefonos entrantes', path: '/marketing/gestion/telefonos-entrantes', icon: screenIcon('phone-in-talk'), declaredIn: marketing },
        ],
      },
    ],
  },
  {
    title: 'Contabilidad',
    icon: screenIcon('euro'),
    children: [
      {
        title: 'Ventas',
        icon: screenIcon('trending-up'),
        children: [
          { title: 'Ventas por mes', path: '/contabilidad/ventas/mes', icon: screenIcon('assessment'), declaredIn: contabilidad },
          { title: 'Ventas por centro', path: '/contabilidad/ventas/centro', icon: screenIcon('assessment'), declaredIn: contabilidad },
        ],
      },
      { title: 'Facturas', path: '/contabilidad/facturas', icon: screenIcon('receipt-long'), declaredIn: contabilidad },
      { title: 'Cajas', path: '/contabilidad/cajas', icon: screenIcon('point-of-sale'), declaredIn: contabilidad },
      {
        title: 'Pagos',
        icon: screenIcon('payments'),
        children: [
          { title: 'Pagos modificados', path: '/contabilidad/pagos/modificaciones', icon: screenIcon('payments'), declaredIn: contabilidad },
          { title: 'Modificar pago', path: '/contabilidad/pagos/modificar', icon: screenIcon('payments'), page: bespokePage('ModifyPaymentPage', () => import('./contabilidad/pagos/modificar/ModifyPaymentPage')) },
          { title: 'Ingresos', path: '/contabilidad/pagos/ingresos', icon: screenIcon('account-balance'), page: bespokePage('StudentIncomesPage', () => import('./contabilidad/pagos/ingresos/StudentIncomesPage')) },
        ],
      },
    ],
  },
  {
    title: 'Administración',
    icon: screenIcon('admin-panel-settings'),
    children: [
      { title: 'Calendario', path: '/administracion/calendario', icon: screenIcon('calendar-month'), page: bespokePage('CalendarPage', () => import('./administracion/calendario/CalendarPage')) },
      { title: 'Academias', path: '/administracion/academias', icon: screenIcon('apartment'), declaredIn: administracion },
      { title: 'Asignaturas', path: '/administracion/asignaturas', icon: screenIcon('menu-book'), declaredIn: administracion },
      { title: 'Centros de estudio', path: '/administracion/centros-estudio', icon: screenIcon('school'), declaredIn: administracion },
      { title: 'Helpdesk', path: '/administracion/helpdesk', icon: screenIcon('support-agent'), declaredIn: administracion },
      { title: 'Certificados', path: '/administracion/certificados', icon: screenIcon('workspace-premium'), declaredIn: administracion },
      { title: 'Documentos', path: '/administracion/documentos', icon: screenIcon('description'), declaredIn: administracion },
      { title: 'Códigos promocionales', path: '/administracion/codigos-promocionales', icon: screenIcon('local-offer'), declaredIn: administracion },
      { title: 'Formaciones', path: '/administracion/formaciones', icon: screenIcon('school'), declaredIn: administracion },
      {
        title: 'Horarios',
        icon: screenIcon('schedule'),
        children: [
          { title: 'Aperturas', path: '/administracion/horarios/aperturas', icon: screenIcon('schedule'), page: bespokePage('OpeningHoursPage', () => import('./administracion/horarios/aperturas/OpeningHoursPage')) },
          { title: 'Clases', path: '/administracion/horarios/clases', icon: screenIcon('schedule'), page: bespokePage('AcademyClassesPage', () => import('./administracion/horarios/clases/AcademyClassesPage')) },
          { title: 'Profesores', path: '/administracion/horarios/profesores', icon: screenIcon('schedule'), page: bespokePage('TeacherSchedulePage', () => import('./administracion/horarios/profesores/TeacherSchedulePage')) },
        ],
      },
      {
        title: 'Pantallas configuradas',
        path: '/administracion/pantallas-configuradas',
        icon: screenIcon('build'),
        page: bespokePage('ConfiguredScreensPage', () => import('./administracion/pantallas-configuradas/ConfiguredScreensPage')),
        subpages: true,
        access: CONFIGURE_ACTION,
      },
    ],
  },
  {
    title: 'Personal',
    icon: screenIcon('badge'),
    children: [
      { title: 'Administración', path: '/personal/administracion', icon: screenIcon('group'), declaredIn: personal },
      { title: 'Profesorado', path: '/personal/profesorado', icon: screenIcon('group'), declaredIn: personal },
      { title: 'Logs', path: '/personal/logs', icon: screenIcon('description'), declaredIn: personal },
    ],
  },
  {
    title: 'Clientes',
    icon: screenIcon('people'),
    children: [
      { title: 'Fichas', path: '/clientes/fichas', icon: screenIcon('people'), declaredIn: clientes },
      { title: 'Contrataciones mensuales', path: '/clientes/contrataciones-mensuales', icon: screenIcon('receipt-long'), declaredIn: clientes },
      { title: 'Códigos', path: '/clientes/codigos', icon: screenIcon('local-offer'), declaredIn: clientes },
      { title: 'Valoraciones', path: '/clientes/valoraciones', icon: screenIcon('star'), declaredIn: clientes },
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
