// People of the seeded leads: Spanish first names and surnames as they are written, accents and
// ñ included, each with its plain form for e-mail addresses, worked out once here rather than
// for every one of 100,000 leads.
import type { Random } from '../random';

const WOMEN = [
  'María', 'Lucía', 'Sofía', 'Martina', 'Paula', 'Julia', 'Valeria', 'Alba', 'Carmen', 'Begoña', 'Ana', 'Marta',
  'Laura', 'Cristina', 'Elena', 'Irene', 'Nerea', 'Noelia', 'Inés', 'Mónica', 'Raquel', 'Rocío', 'Pilar', 'Beatriz',
  'Susana', 'Sonia', 'Silvia', 'Ángela', 'Verónica', 'Nuria', 'Marina', 'Claudia', 'Daniela', 'Carla', 'Lorena',
  'Patricia', 'Isabel', 'Teresa', 'Montserrat', 'Yolanda', 'Maite', 'Almudena', 'Macarena', 'Estíbaliz', 'Aitana',
  'Ainhoa', 'Iciar', 'Noemí', 'María José', 'Ana Belén', 'María Ángeles', 'Encarnación', 'Remedios', 'Eugenia',
];

const MEN = [
  'Hugo', 'Martín', 'Lucas', 'Mateo', 'Leo', 'Daniel', 'Alejandro', 'Pablo', 'Manuel', 'Álvaro', 'Adrián', 'David',
  'Mario', 'Diego', 'Javier', 'Sergio', 'Jorge', 'Carlos', 'Antonio', 'José', 'Juan', 'Francisco', 'Miguel', 'Rubén',
  'Raúl', 'Óscar', 'Iván', 'Víctor', 'Andrés', 'Jesús', 'Ramón', 'Fernando', 'Alberto', 'Gonzalo', 'Íñigo', 'Joaquín',
  'Nicolás', 'Tomás', 'Ignacio', 'Borja', 'Rodrigo', 'Héctor', 'Aitor', 'Unai', 'Germán', 'Sebastián', 'Ismael',
  'José Ángel', 'Juan Carlos', 'José Luis', 'Luis Miguel', 'Agustín', 'Eloy', 'Julián',
];

const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro',
  'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez',
  'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido',
  'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Cruz', 'Calvo', 'Gallego',
  'Vidal', 'León', 'Márquez', 'Herrera', 'Peña', 'Flores', 'Cabrera', 'Campos', 'Vega', 'Fuentes', 'Carrasco',
  'Díez', 'Caballero', 'Reyes', 'Nieto', 'Aguilar', 'Pascual', 'Santana', 'Herrero', 'Lorenzo', 'Montero', 'Hidalgo',
  'Giménez', 'Ibáñez', 'Ferrer', 'Durán', 'Santiago', 'Benítez', 'Mora', 'Vicente', 'Vargas', 'Arias', 'Carmona',
  'Crespo', 'Román', 'Pastor', 'Soto', 'Sáez', 'Velasco', 'Moya', 'Soler', 'Parra', 'Esteban', 'Bravo', 'Gallardo',
  'Rojas', 'Peñalver', 'Zúñiga', 'Echeverría', 'Larrañaga', 'Ibarra', 'Montaño', 'Villanueva', 'Quiñones',
];

/** A name as written and as it goes in an e-mail address: 'José Ángel' → 'joseangel'. */
export interface NamePart {
  text: string;
  plain: string;
}

const plainOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();

const parts = (texts: readonly string[]): NamePart[] => texts.map((text) => ({ text, plain: plainOf(text) }));

export const WOMEN_NAMES = parts(WOMEN);
export const MEN_NAMES = parts(MEN);
export const SURNAME_PARTS = parts(SURNAMES);

const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'hotmail.es', 'yahoo.es', 'outlook.es', 'icloud.com'];

/** '000'…'999': numbers are written from this table, not converted one by one. */
const DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** A personal address built from the name: begona.nunez@gmail.com, hugo.garcia84@hotmail.com… */
export function emailOf(random: Random, first: NamePart, surname: NamePart): string {
  const suffix = random.chance(0.4) ? DIGITS[random.int(10, 99)].slice(1) : '';
  return `${first.plain}.${surname.plain}${suffix}@${random.pick(EMAIL_DOMAINS)}`;
}

/** A Spanish mobile: '6xx xxx xxx', sometimes written with the country code. */
export function mobileOf(random: Random): string {
  const number = `6${DIGITS[random.int(0, 99)].slice(1)} ${DIGITS[random.int(100, 999)]} ${DIGITS[random.int(100, 999)]}`;
  return random.chance(0.15) ? `+34 ${number}` : number;
}
