// Leads of the last 24 months, dated relative to the seed's today: who got in touch, through
// which academy and channel, what for, and the contacts that followed, along the paths a
// real lead takes (spec 01 §4). Seeded a month at a time (see monthlyRows.ts), with plain loops
// and hand-made date strings: a benchmark holds 100,000 of them.
import { pad2 } from '../text';
import { ACTIVE_ACADEMIES, UNSTATED, type LeadState } from '../../contract/vocabulary';
import type { Asignatura, CentroEstudios } from '../model/administracion';
import type { Attendance, DemoContact, DemoLead } from '../model/marketing';
import { createRandom, seedFrom, type Random } from '../random';
import type { MonthlySeed } from '../monthlyRows';
import type { SeedContext } from './context';
import {
  ACADEMIES,
  CITY_POSTCODES,
  COURSES,
  HOW_THEY_HEARD_POOL,
  isPopular,
  LEVELS_POOL,
  LOSS_CAUSES,
  NETWORK_PHONES,
  OBJECTIVES_POOL,
  OTHER_METHODS,
  PARENTS,
  SUBJECT_LEVEL,
  TOWN_POSTCODES,
} from './leadChoices';
import { emailOf, MEN_NAMES, mobileOf, SURNAME_PARTS, WOMEN_NAMES, type NamePart } from './leadNames';
import { isoDay } from '../isoDate';

const MONTHS = 24;
const LEADS_PER_MONTH = 100;
/** More leads when the school year starts, fewer in summer; the mean is above 1 (Jan…Dec). */
const SEASON = [1.1, 1, 0.95, 0.9, 1, 1.1, 0.75, 0.7, 1.4, 1.3, 1.1, 0.8];
/** Next contacts of open leads reach up to this many days ahead of today. */
const DAYS_AHEAD = 14;
/** Leads first seen this many days ago or less are the ones still being worked on. */
const RECENT_DAYS = 60;
const OPENING_SECOND = 9 * 3600;
const CLOSING_SECOND = 21 * 3600;

/** The study centres near the academies, that most students come from. */
const NEARBY_CENTRES = 60;
/** Where each academy's neighbourhood starts among the nearby centres. */
const NEIGHBOURHOODS = new Map<string, number>(ACTIVE_ACADEMIES.map((academy, i) => [academy, i * 2]));

const timeOf = (second: number) => `T${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}:${pad2(second % 60)}`;

interface Calendar {
  /** 'yyyy-MM-dd' of every day from the first month to DAYS_AHEAD after today. */
  days: string[];
  today: number;
  /** Index in days of each month's first day, and one more for the day after today. */
  monthStarts: number[];
}

function calendarOf(today: Date): Calendar {
  const first = new Date(today.getFullYear(), today.getMonth() - (MONTHS - 1), 1);
  const days: string[] = [];
  const monthStarts: number[] = [];
  const todayText = isoDay(today);
  let todayIndex = -1;
  for (let i = 0; todayIndex < 0 || i <= todayIndex + DAYS_AHEAD; i++) {
    const date = new Date(first.getFullYear(), first.getMonth(), 1 + i);
    if (date.getDate() === 1 && todayIndex < 0) monthStarts.push(i);
    days.push(isoDay(date));
    if (days[i] === todayText) todayIndex = i;
  }
  monthStarts.push(todayIndex + 1);
  return { days, today: todayIndex, monthStarts };
}

/**
 * A second of the working day. Contacts of today may fall later than the hour of seeding: the
 * data depends on the day only, so that two seeds of the same day are the same.
 */
const workingSecond = (random: Random) => random.int(OPENING_SECOND, CLOSING_SECOND - 1);

interface Person {
  first: NamePart;
  surname: NamePart;
  name: string;
}

/** Someone of the given relation to the student: mothers are women, fathers men. */
function person(random: Random, relation: string, surname: NamePart, second = random.pick(SURNAME_PARTS)): Person {
  const women = relation === 'Madre' || (relation !== 'Padre' && random.chance(0.5));
  const first = random.pick(women ? WOMEN_NAMES : MEN_NAMES);
  return { first, surname, name: `${first.text} ${surname.text} ${second.text}` };
}

const CLOSED: ReadonlySet<LeadState> = new Set(['LEAD_NO_VALIDO', 'CLIENTE_CAPTADO', 'CLIENTE_PERDIDO']);
const MAX_CONTACTS = 6;

/**
 * The planned path of a lead, before dates cut it short (spec 01 §4), written into `states` and
 * `attendances`; returns its length. The buffers are reused from lead to lead, to spare the
 * garbage collector small arrays by the hundred thousand.
 */
function plannedPath(random: Random, states: LeadState[], attendances: Attendance[]): number {
  let length = 0;
  const step = (estado: LeadState, asistencia: Attendance = null) => {
    states[length] = estado;
    attendances[length++] = asistencia;
  };
  step('LEAD');
  if (random.chance(0.12)) {
    step('LEAD_NO_VALIDO');
    return length;
  }
  step('LEAD_CUALIFICADO');
  if (random.chance(0.25)) step('LEAD_CUALIFICADO');
  if (!random.chance(0.7)) {
    step('CLIENTE_PERDIDO');
    return length;
  }
  let came = random.chance(0.75);
  if (!came && random.chance(0.4)) {
    step('PRUEBA', 'NO_VIENE');
    came = random.chance(0.75);
  }
  step('PRUEBA', came ? 'VIENE' : 'NO_VIENE');
  step(came && random.chance(0.45) ? 'CLIENTE_CAPTADO' : 'CLIENTE_PERDIDO');
  return length;
}

/** Builds the dated contacts of lead after lead: a few days apart, never after today; recent leads are often still open. */
function contactHistories(random: Random, calendar: Calendar) {
  const states = new Array<LeadState>(MAX_CONTACTS);
  const attendances = new Array<Attendance>(MAX_CONTACTS);
  const dayIndexes = new Int32Array(MAX_CONTACTS);

  return (firstDay: number, firstSecond: number): DemoContact[] => {
    const planned = plannedPath(random, states, attendances);
    const recent = firstDay >= calendar.today - RECENT_DAYS;
    const wanted = planned > 1 && random.chance(recent ? 0.45 : 0.06) ? random.int(1, planned - 1) : planned;
    dayIndexes[0] = firstDay;
    let length = 1;
    while (length < wanted) {
      const day = dayIndexes[length - 1] + random.int(1, 8);
      if (day > calendar.today) break;
      dayIndexes[length++] = day;
    }
    const contacts = new Array<DemoContact>(length);
    for (let i = 0; i < length; i++) {
      const estado = states[i];
      const day = dayIndexes[i];
      const last = i === length - 1;
      let next: number | null = null;
      if (!CLOSED.has(estado)) {
        if (!last) next = dayIndexes[i + 1];
        else next = day >= calendar.today - RECENT_DAYS ? calendar.today + random.int(0, DAYS_AHEAD) : day + random.int(1, 7);
      }
      contacts[i] = {
        fecha: calendar.days[day] + timeOf(i === 0 ? firstSecond : workingSecond(random)),
        estadoFeedback: estado,
        // A trial still ahead has no attendance yet.
        asistencia: last && next !== null && next >= calendar.today ? null : attendances[i],
        proximoContacto: next === null ? null : calendar.days[next],
        causaPerdido: estado === 'CLIENTE_PERDIDO' ? random.pick(LOSS_CAUSES) : null,
      };
    }
    return contacts;
  };
}

/**
 * The leads by month of first contact, over the 24 months that end with today's,
 * LEADS_PER_MONTH × scale a month on average; each month in order of first contact, ids too,
 * as the live database assigns them. Subjects and study centres come from those already seeded.
 */
export function leadMonths(
  { scale, today }: Omit<SeedContext, 'newId'>,
  asignaturas: readonly Asignatura[],
  centrosEstudio: readonly CentroEstudios[],
): MonthlySeed<DemoLead> {
  const calendar = calendarOf(today);
  const months = calendar.monthStarts.slice(0, MONTHS).map((start) => calendar.days[start].slice(0, 7));
  const counts = months.map((month) => Math.round(LEADS_PER_MONTH * scale * SEASON[Number(month.slice(5, 7)) - 1]));
  const activeSubjects = asignaturas.filter((subject) => subject.activa);
  const subjectsOfLevel = (nivel: string) => {
    const ofLevel = activeSubjects.filter((subject) => subject.nivel === nivel);
    return ofLevel.length ? ofLevel : activeSubjects;
  };
  const languages = subjectsOfLevel('IDIOMA');
  const byLevel = new Map(Object.entries(SUBJECT_LEVEL).map(([level, nivel]) => [level, subjectsOfLevel(nivel)]));
  const popularByLevel = new Map([...byLevel].map(([level, subjects]) => [level, subjects.filter(isPopular)]));
  const nearbyCentres = centrosEstudio.filter((centre) => centre.provincia === 'Madrid').slice(0, NEARBY_CENTRES);

  const picked: number[] = [];
  const leadOf = (random: Random, contactsOf: ReturnType<typeof contactHistories>, id: number, centro: string | null, moment: number): DemoLead => {
    const centroOrigen = centro === null || random.chance(0.255) ? null : centro;

    // About 40 % name only a parent; otherwise the student, who is often the contact too.
    const family = random.pick(SURNAME_PARTS);
    const named = random.chance(0.6);
    const relation = named && random.chance(0.35) ? 'Alumno' : random.pick(PARENTS);
    const contact = person(random, relation, family);
    let student: Person | null = null;
    if (relation === 'Alumno') student = contact;
    else if (named) {
      // A child bears the father's first surname and the mother's first surname.
      student = relation === 'Madre' ? person(random, 'Alumno', random.pick(SURNAME_PARTS), family) : person(random, 'Alumno', family);
    }
    const emailContacto = emailOf(random, contact.first, contact.surname);
    const telefonoContacto = mobileOf(random);
    const isContact = student === contact;

    const level = random.chance(0.07) ? null : random.pick(LEVELS_POOL);
    const subjects = level === null ? activeSubjects : (byLevel.get(level) ?? activeSubjects);
    const popular = level === null ? [] : (popularByLevel.get(level) ?? []);
    picked.length = 0;
    const wanted = random.chance(0.5) ? 1 : random.chance(0.7) ? 2 : 3;
    for (let n = 0; n < wanted && subjects.length; n++) {
      const pool = n === 0 && popular.length && random.chance(0.6) ? popular : random.chance(0.15) ? languages : subjects;
      const subject = random.pick(pool).id;
      if (!picked.includes(subject)) picked.push(subject);
    }

    let centroEstudiosId: number | null = null;
    const school = random.next();
    if (school < 0.85 && nearbyCentres.length) {
      // Each academy draws on its own neighbourhood's schools, a few of them often.
      const offset = (centro !== null && NEIGHBOURHOODS.get(centro)) || 0;
      const near = Math.floor(nearbyCentres.length * random.next() ** 3);
      centroEstudiosId = nearbyCentres[(offset + near) % nearbyCentres.length].id;
    } else if (school < 0.94 && centrosEstudio.length) {
      centroEstudiosId = random.pick(centrosEstudio).id;
    }

    const origenWeb = random.chance(0.55);
    const byPhone = !origenWeb && random.chance(0.67);
    const formaContacto = origenWeb ? 'WEB' : byPhone ? 'TELEFONO' : random.pick(OTHER_METHODS);
    const courses = level === null ? undefined : COURSES[level];
    const postcode = random.next();

    const firstDay = Math.floor(moment / 86400);
    return {
      id,
      centro,
      centroOrigen,
      contacto: relation,
      nombreContacto: contact.name,
      emailContacto,
      telefonoContacto,
      nombreAlumno: student?.name ?? null,
      emailAlumno: isContact ? emailContacto : student && random.chance(0.45) ? emailOf(random, student.first, student.surname) : null,
      telefonoAlumno: isContact ? telefonoContacto : student && random.chance(0.45) ? mobileOf(random) : null,
      codigoPostal: postcode < 0.7 ? random.pick(CITY_POSTCODES) : postcode < 0.9 ? random.pick(TOWN_POSTCODES) : null,
      centroEstudiosId,
      // A copy of exactly its length: a growing array keeps room for 17.
      asignaturaIds: picked.slice(),
      curso: courses ? random.pick(courses) : null,
      tipologiaAcademica: level,
      objetivos: random.chance(0.1) ? UNSTATED : random.pick(OBJECTIVES_POOL),
      comoConoce: random.chance(0.07) ? null : origenWeb && random.chance(0.3) ? 'GOOGLE' : random.pick(HOW_THEY_HEARD_POOL),
      telefonoEntrante: byPhone ? random.pick(NETWORK_PHONES) : null,
      formaContacto,
      origenWeb,
      origenSEM: origenWeb && random.chance(0.4),
      contactos: contactsOf(firstDay, moment - firstDay * 86400),
    };
  };

  const seedMonth = (month: number, firstId: number): DemoLead[] => {
    const random = createRandom(seedFrom(`demo/leads/${months[month]}`));
    const contactsOf = contactHistories(random, calendar);
    const from = calendar.monthStarts[month];
    const to = calendar.monthStarts[month + 1];
    const count = counts[month];
    // Seconds since the calendar's start, sorted so that ids follow the first contacts.
    const moments = new Float64Array(count);
    for (let i = 0; i < count; i++) moments[i] = random.int(from, to - 1) * 86400 + workingSecond(random);
    moments.sort();
    const leads = new Array<DemoLead>(count);
    for (let i = 0; i < count; i++) leads[i] = leadOf(random, contactsOf, firstId + i, random.chance(0.06) ? null : random.pick(ACADEMIES), moments[i]);
    return leads;
  };
  return { months, counts, seedMonth };
}
