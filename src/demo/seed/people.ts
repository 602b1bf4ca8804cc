// People of the administration records (students, staff in training): a Spanish name with
// both surnames and a personal e-mail address built from it.
import { pad2 } from '../text';
import type { Random } from '../random';
import { emailOf, MEN_NAMES, SURNAME_PARTS, WOMEN_NAMES } from './leadNames';

export interface Person {
  nombre: string;
  email: string;
}

export function personOf(random: Random): Person {
  const first = random.pick(random.chance(0.5) ? WOMEN_NAMES : MEN_NAMES);
  const surname = random.pick(SURNAME_PARTS);
  const second = random.pick(SURNAME_PARTS);
  return { nombre: `${first.text} ${surname.text} ${second.text}`, email: emailOf(random, first, surname) };
}

/** 'Thh:mm:ss' of a random second of the working day, 9:00 to 21:00. */
export function workingTime(random: Random): string {
  const second = random.int(9 * 3600, 21 * 3600 - 1);
  return `T${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}:${pad2(second % 60)}`;
}
