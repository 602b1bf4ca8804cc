// Real school subjects of the Spanish system, by level. A fixed catalogue rather than random
// picks: it is small, and every subject must make sense for its level.
import type { Asignatura } from '../model/administracion';
import type { SeedContext } from './context';

type Entry = [nombre: string, tipo: string, activa?: boolean];

const INACTIVE = false;

const BY_LEVEL: Record<string, Entry[]> = {
  PRIMARIA: [
    ['Matemáticas', 'CIENCIAS'],
    ['Lengua Castellana y Literatura', 'LETRAS'],
    ['Ciencias de la Naturaleza', 'CIENCIAS'],
    ['Ciencias Sociales', 'LETRAS'],
    ['Inglés', 'IDIOMAS'],
    ['Lectoescritura', 'LETRAS'],
  ],
  SECUNDARIA: [
    ['Matemáticas', 'CIENCIAS'],
    ['Física y Química', 'CIENCIAS'],
    ['Biología y Geología', 'CIENCIAS'],
    ['Lengua Castellana y Literatura', 'LETRAS'],
    ['Geografía e Historia', 'LETRAS'],
    ['Inglés', 'IDIOMAS'],
    ['Francés', 'IDIOMAS'],
    ['Latín', 'LETRAS'],
    ['Tecnología y Digitalización', 'CIENCIAS'],
    ['Economía y Emprendimiento', 'LETRAS'],
    ['Educación Plástica, Visual y Audiovisual', 'ARTES'],
    ['Música', 'ARTES'],
    ['Educación para la Ciudadanía', 'LETRAS', INACTIVE],
  ],
  BACHILLERATO: [
    ['Matemáticas I', 'CIENCIAS'],
    ['Matemáticas II', 'CIENCIAS'],
    ['Matemáticas Aplicadas a las Ciencias Sociales I', 'CIENCIAS'],
    ['Matemáticas Aplicadas a las Ciencias Sociales II', 'CIENCIAS'],
    ['Física', 'CIENCIAS'],
    ['Química', 'CIENCIAS'],
    ['Biología', 'CIENCIAS_SALUD'],
    ['Dibujo Técnico I', 'CIENCIAS'],
    ['Dibujo Técnico II', 'CIENCIAS'],
    ['Lengua Castellana y Literatura I', 'LETRAS'],
    ['Lengua Castellana y Literatura II', 'LETRAS'],
    ['Historia de España', 'LETRAS'],
    ['Historia de la Filosofía', 'LETRAS'],
    ['Historia del Arte', 'ARTES'],
    ['Geografía', 'LETRAS'],
    ['Latín II', 'LETRAS'],
    ['Griego II', 'LETRAS', INACTIVE],
    ['Economía de la Empresa', 'LETRAS'],
    ['Inglés', 'IDIOMAS'],
    ['Dibujo Artístico', 'ARTES'],
  ],
  UNIVERSIDAD: [
    ['Cálculo', 'CIENCIAS'],
    ['Álgebra Lineal', 'CIENCIAS'],
    ['Estadística', 'CIENCIAS'],
    ['Física General', 'CIENCIAS'],
    ['Química Orgánica', 'CIENCIAS'],
    ['Termodinámica', 'CIENCIAS'],
    ['Programación', 'CIENCIAS'],
    ['Matemáticas Financieras', 'CIENCIAS'],
    ['Bioquímica', 'CIENCIAS_SALUD'],
    ['Anatomía', 'CIENCIAS_SALUD'],
    ['Fisiología', 'CIENCIAS_SALUD'],
    ['Bioestadística', 'CIENCIAS_SALUD'],
    ['Microeconomía', 'LETRAS'],
    ['Macroeconomía', 'LETRAS'],
    ['Contabilidad Financiera', 'OTRAS'],
    ['Derecho Civil', 'LETRAS'],
  ],
  FP: [
    ['Programación', 'CIENCIAS'],
    ['Bases de Datos', 'CIENCIAS'],
    ['Sistemas Informáticos', 'CIENCIAS'],
    ['Electrotecnia', 'CIENCIAS'],
    ['Anatomofisiología y Patología Básicas', 'CIENCIAS_SALUD'],
    ['Gestión Financiera', 'OTRAS'],
    ['Inglés Técnico', 'IDIOMAS'],
  ],
  OTRAS: [
    ['Técnicas de Estudio', 'OTRAS'],
    ['Preparación EvAU', 'OTRAS'],
    ['Acceso a Grado Superior', 'OTRAS'],
    ['Programación y Robótica', 'CIENCIAS'],
    ['Mecanografía', 'OTRAS', INACTIVE],
  ],
};

/** Languages are taught by CEFR sublevel (nivel IDIOMA). */
const LANGUAGES: [nombre: string, sublevels: string[], inactive?: string[]][] = [
  ['Inglés', ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'INTERNACIONAL']],
  ['Francés', ['A1', 'A2', 'B1', 'B2']],
  ['Alemán', ['A1', 'A2', 'B1']],
  ['Italiano', ['A1', 'A2'], ['A2']],
  ['Español para Extranjeros', ['A2', 'B1', 'B2']],
];

const LEVEL_TEXT: Record<string, string> = {
  PRIMARIA: 'Educación Primaria',
  SECUNDARIA: 'Educación Secundaria Obligatoria',
  BACHILLERATO: 'Bachillerato',
  UNIVERSIDAD: 'Universidad',
  FP: 'Formación Profesional',
  OTRAS: 'Otras enseñanzas',
};

const sublevelText = (subnivel: string) => (subnivel === 'INTERNACIONAL' ? 'Internacional' : `Nivel ${subnivel}`);

export function seedAsignaturas({ newId }: SeedContext): Asignatura[] {
  const subject = (nombre: string, nombreCompleto: string, tipo: string, nivel: string, subnivel: string | null, activa: boolean): Asignatura =>
    // The console sends the full name as the description too (spec 02 §3), so stored rows match.
    ({ id: newId(), nombre, nombreCompleto, descripcion: nombreCompleto, tipo, nivel, subnivel, activa });

  const schoolSubjects = Object.entries(BY_LEVEL).flatMap(([nivel, entries]) =>
    entries.map(([nombre, tipo, activa = true]) => subject(nombre, `${nombre} - ${LEVEL_TEXT[nivel]}`, tipo, nivel, null, activa)),
  );
  const languageSubjects = LANGUAGES.flatMap(([nombre, sublevels, inactive = []]) =>
    sublevels.map((subnivel) =>
      subject(nombre, `${nombre} - ${sublevelText(subnivel)}`, 'IDIOMAS', 'IDIOMA', subnivel, !inactive.includes(subnivel)),
    ),
  );
  return [...schoolSubjects, ...languageSubjects];
}
