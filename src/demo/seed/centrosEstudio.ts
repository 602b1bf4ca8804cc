// Schools, institutes and universities where the academies' students study. Names are built
// from the parts real Spanish centres are named with; most centres are in Madrid, where most
// academies are, and every province has at least one so that its filter is never empty.
import { PROVINCES } from '../../common/provinces';
import type { CentroEstudios } from '../model/administracion';
import { createRandom, seedFrom } from '../random';
import type { SeedContext } from './context';

/** Centres at scale 1. */
const BASE_COUNT = 400;
const MADRID = 'Madrid';
const MADRID_SHARE = 0.65;

/** Well-known centres, one of each, listed first. */
const LANDMARKS: [nombre: string, provincia: string][] = [
  ['Universidad Complutense de Madrid', MADRID],
  ['Universidad Autónoma de Madrid', MADRID],
  ['Universidad Politécnica de Madrid', MADRID],
  ['Universidad Carlos III de Madrid', MADRID],
  ['Universidad Rey Juan Carlos', MADRID],
  ['Universidad de Alcalá', MADRID],
  ['Universidad Pontificia Comillas', MADRID],
  ['Universidad CEU San Pablo', MADRID],
  ['Universidad Francisco de Vitoria', MADRID],
  ['Universidad Nebrija', MADRID],
  ['UNED', MADRID],
  ['Liceo Francés de Madrid', MADRID],
  ['Colegio Alemán de Madrid', MADRID],
  ['Colegio Estudio', MADRID],
  ['Universidad de Salamanca', 'Salamanca'],
  ['Universidad de Sevilla', 'Sevilla'],
  ['Universidad de Granada', 'Granada'],
  ['Universitat de València', 'Valencia'],
  ['Universitat de Barcelona', 'Barcelona'],
];

/** People Spanish schools of every kind are named after. */
const PEOPLE = [
  'Ramiro de Maeztu', 'Cervantes', 'Lope de Vega', 'Isabel la Católica', 'Beatriz Galindo', 'Gregorio Marañón',
  'Juan de la Cierva', 'Ortega y Gasset', 'Antonio Machado', 'Miguel de Unamuno', 'Rosalía de Castro',
  'Severo Ochoa', 'Ramón y Cajal', 'Margarita Salas', 'Clara Campoamor', 'María Zambrano', 'Federico García Lorca',
  'Emilia Pardo Bazán', 'Gaspar Melchor de Jovellanos', 'Francisco de Goya', 'Diego Velázquez', 'Joaquín Turina',
  'Isaac Albéniz', 'Manuel de Falla', 'Rafael Alberti', 'Luis Buñuel', 'Camilo José Cela', 'Miguel Delibes',
  'Carmen Martín Gaite', 'Leonardo Torres Quevedo', 'Jorge Juan', 'Gerardo Diego', 'Vicente Aleixandre',
  'Dámaso Alonso', 'Benito Pérez Galdós', 'Juan Ramón Jiménez', 'Gustavo Adolfo Bécquer', 'Victoria Kent',
  'Miguel Hernández', 'Gloria Fuertes', 'Menéndez Pidal', 'Concepción Arenal', 'Pablo Picasso', 'Joan Miró',
  'Rubén Darío', 'Ana María Matute', 'Carmen Conde', 'Rosa Chacel', 'Jacinto Benavente', 'Tirso de Molina',
  'Gabriel y Galán', 'Antonio de Nebrija', 'Fray Luis de León', 'Santa Teresa de Jesús', 'Mariana Pineda',
];

/** Kinds of school, each with the names of people and the names of its own tradition. */
const SCHOOLS: [kind: string, names: string[]][] = [
  ['IES', [...PEOPLE, 'San Isidro', 'Cardenal Cisneros', 'La Fortuna', 'Las Lagunas', 'El Espinillo']],
  [
    'CEIP',
    [
      ...PEOPLE, 'Los Almendros', 'El Olivar', 'Las Acacias', 'Los Pinos', 'Príncipe de Asturias', 'La Cañada',
      'Virgen de la Paloma', 'El Quijote', 'Valdebebas', 'Parque del Oeste', 'Ciudad de Jaén', 'El Sol',
    ],
  ],
  [
    'Colegio',
    [
      'Nuestra Señora del Pilar', 'San José', 'Sagrado Corazón', 'Santa María', 'Virgen de la Almudena',
      'San Agustín', 'Santa Ana', 'San Viator', 'Nuestra Señora de las Maravillas', 'Jesús María',
      'Escuelas Pías', 'Santo Ángel', 'San Ignacio de Loyola', 'Maristas', 'Salesianos', 'La Salle',
      'Santa Isabel', 'Sagrada Familia', 'Inmaculada Concepción', 'Nuestra Señora del Recuerdo', 'Los Sauces',
      'Montessori', 'San Patricio', 'Santa Cristina', 'Fray Luis de León', 'Santa Teresa de Jesús',
    ],
  ],
];

/** Districts and towns of the Madrid region, to tell apart centres that share a name. */
const MADRID_PLACES = [
  'Chamberí', 'Retiro', 'Moncloa', 'Hortaleza', 'Vallecas', 'Carabanchel', 'Arganzuela', 'Tetuán', 'Chamartín',
  'Latina', 'Usera', 'Barajas', 'Alcalá de Henares', 'Alcobendas', 'Alcorcón', 'Aranjuez', 'Boadilla del Monte',
  'Collado Villalba', 'Coslada', 'Fuenlabrada', 'Getafe', 'Las Rozas', 'Leganés', 'Majadahonda', 'Móstoles',
  'Parla', 'Pozuelo de Alarcón', 'Rivas-Vaciamadrid', 'San Sebastián de los Reyes', 'Torrejón de Ardoz',
  'Tres Cantos', 'Valdemoro',
];

const OTHER_PROVINCES = PROVINCES.filter((province) => province !== MADRID);
/** The most populated provinces after Madrid, listed again so that they come up twice as often. */
const LARGE_PROVINCES = ['Barcelona', 'Valencia', 'Alicante', 'Sevilla', 'Málaga', 'Murcia', 'Cádiz', 'Bizkaia', 'Illes Balears'];
const WEIGHTED_PROVINCES = [...OTHER_PROVINCES, ...LARGE_PROVINCES];

export function seedCentrosEstudio({ scale, newId }: SeedContext): CentroEstudios[] {
  const random = createRandom(seedFrom('demo/centrosEstudio'));
  // The names taken in each province.
  const taken = new Map<string, Set<string>>();
  const centre = (nombre: string, provincia: string): CentroEstudios => {
    namesIn(taken, provincia).add(nombre);
    return { id: newId(), nombre, provincia };
  };

  const landmarks = LANDMARKS.map(([nombre, provincia]) => centre(nombre, provincia));
  const schoolCount = Math.round(BASE_COUNT * scale) - landmarks.length;
  const schools = Array.from({ length: schoolCount }, (_, i) => {
    const provincia =
      i < PROVINCES.length ? PROVINCES[i] : random.chance(MADRID_SHARE) ? MADRID : random.pick(WEIGHTED_PROVINCES);
    const [kind, names] = random.pick(SCHOOLS);
    const place = provincia === MADRID ? random.pick(MADRID_PLACES) : provincia;
    return centre(uniqueName(`${kind} ${random.pick(names)}`, place, namesIn(taken, provincia)), provincia);
  });
  return [...landmarks, ...schools];
}

function namesIn(taken: Map<string, Set<string>>, provincia: string): Set<string> {
  let names = taken.get(provincia);
  if (!names) taken.set(provincia, (names = new Set()));
  return names;
}

/**
 * Names repeat across provinces, as they do in Spain, but not within one: 'IES Cervantes',
 * then 'IES Cervantes (Getafe)', then 'IES Cervantes (Getafe) 2'…
 */
function uniqueName(base: string, place: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const placed = `${base} (${place})`;
  let name = placed;
  for (let n = 2; taken.has(name); n++) name = `${placed} ${n}`;
  return name;
}
