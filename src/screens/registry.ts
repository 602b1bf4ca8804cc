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
import { sourcesOf } from '../declaration/declaredArea';
import { screensOf, withScreens, type MenuNode } from '../declaration/menu';
import { declaredInFiles } from './declaredScreens';
import { screenFiles } from './screenFiles';
import type { DataSource, LazySources, ResourceSchema } from '../declaration/types';

/** A bespoke page: its own lazy chunk, loaded the first time it opens, so that a screen loads none of its neighbours' code. */
function bespokePage<K extends string>(name: K, load: () => Promise<Record<K, ComponentType>>) {
  return lazyComponent(() => load().then((module) => module[name]), Loading, PageNotLoaded);
}

/**
 * The side menu's frame: its areas and groups, with their icons, and the bespoke pages in their
 * order. Each declared screen, compiled or a screen file, brings its own menu entry (its group
 * here and the route it comes before), so none is listed here.
 */
const frame: readonly MenuNode[] = [
  { title: 'Home', path: '/dashboard', icon: screenIcon('home'), page: Home },
  {
    title: 'Marketing',
    area: 'marketing',
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
        children: [],
      },
    ],
  },
  {
    title: 'Contabilidad',
    area: 'contabilidad',
    icon: screenIcon('euro'),
    children: [
      {
        title: 'Ventas',
        icon: screenIcon('trending-up'),
        children: [],
      },
      {
        title: 'Pagos',
        icon: screenIcon('payments'),
        children: [
          { title: 'Modificar pago', path: '/contabilidad/pagos/modificar', icon: screenIcon('payments'), page: bespokePage('ModifyPaymentPage', () => import('./contabilidad/pagos/modificar/ModifyPaymentPage')) },
          { title: 'Ingresos', path: '/contabilidad/pagos/ingresos', icon: screenIcon('account-balance'), page: bespokePage('StudentIncomesPage', () => import('./contabilidad/pagos/ingresos/StudentIncomesPage')) },
        ],
      },
    ],
  },
  {
    title: 'Administración',
    area: 'administracion',
    icon: screenIcon('admin-panel-settings'),
    children: [
      { title: 'Calendario', path: '/administracion/calendario', icon: screenIcon('calendar-month'), page: bespokePage('CalendarPage', () => import('./administracion/calendario/CalendarPage')) },
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
    area: 'personal',
    icon: screenIcon('badge'),
    children: [],
  },
  {
    title: 'Clientes',
    area: 'clientes',
    icon: screenIcon('people'),
    children: [],
  },
];

/** The registry: the side menu with every declared screen's entry. Menu, routes and data provider are all generated from it. */
export const registry: readonly MenuNode[] = withScreens(frame, [...declaredInFiles, ...screenFiles]);

export const screens = screensOf(registry);

/** The declared resources, each named after its route without the leading slash. */
export const declaredNames: DeclaredName[] = screens.flatMap((screen) => (screen.declaredIn ? [{ name: screen.path.slice(1), area: screen.declaredIn }] : []));

/** The bespoke pages' calls, each area's loaded with the first of them (the declared ones load with their areas). */
export const pageSources: readonly LazySources[] = [marketingSources, calendarSources, accountingSources];

/** Every declaration of every area (lists in tabs included), in menu order: for tests and tools that need them all at once. */
export async function loadDeclarations(): Promise<ResourceSchema[]> {
  const areas = [...new Set(declaredNames.map(({ area }) => area))];
  const schemas = (await Promise.all(areas.map((area) => area.load()))).flat();
  return declaredNames.flatMap(({ name }) => schemas.filter((schema) => schema.name === name || schema.name.startsWith(`${name}/`)));
}

/** Every source the data provider answers for, every area loaded. */
export async function loadAllSources(): Promise<DataSource[]> {
  const pages = await Promise.all(pageSources.map((sources) => sources.load()));
  return [...pages.flat(), ...sourcesOf(await loadDeclarations())];
}
