// Schools, institutes and universities where the academies' students study. Names are built
// from the parts real Spanish centres are named with; most centres are in Madrid, where most
// academies are, and every province has at least one so that its filter is never empty.
import { PROVINCES } from '../../contract/vocabulary';
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
  const names = new Map<string, ProvinceNames>();
  const namesIn = (provincia: string) => {
    let inProvince = names.get(provincia);
    if (!inProvince) names.set(provincia, (inProvince = new ProvinceNames()));
    return inProvince;
  };
  const landmarks = LANDMARKS.map(([nombre, provincia]): CentroEstudios => ({ id: newId(), nombre: namesIn(provincia).take(nombre), provincia }));
  const schoolCount = Math.round(BASE_COUNT * scale) - landmarks.length;
  const schools = Array.from({ length: schoolCount }, (_, i): CentroEstudios => {
    const provincia =
      i < PROVINCES.length ? PROVINCES[i] : random.chance(MADRID_SHARE) ? MADRID : random.pick(WEIGHTED_PROVINCES);
    const [kind, schoolNames] = random.pick(SCHOOLS);
    const place = provincia === MADRID ? random.pick(MADRID_PLACES) : provincia;
    return { id: newId(), nombre: namesIn(provincia).takeUnique(`${kind} ${random.pick(schoolNames)}`, place), provincia };
  });
  return [...landmarks, ...schools];
}

/**
 * The centre names of one province. Names repeat across provinces, as they do in Spain, but not
 * within one: 'IES Cervantes', then 'IES Cervantes (Getafe)', then 'IES Cervantes (Getafe) 2'…
 */
class ProvinceNames {
  private readonly taken = new Set<string>();
  /** The next number for a name with its place, so that the numbers are not tried one by one. */
  private readonly nextNumber = new Map<string, number>();

  take(name: string): string {
    this.taken.add(name);
    return name;
  }

  takeUnique(base: string, place: string): string {
    if (!this.taken.has(base)) return this.take(base);
    const placed = `${base} (${place})`;
    if (!this.taken.has(placed)) return this.take(placed);
    const number = this.nextNumber.get(placed) ?? 2;
    this.nextNumber.set(placed, number + 1);
    return this.take(`${placed} ${number}`);
  }
}
