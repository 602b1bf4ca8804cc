// Helpdesk tickets the academies raised over the last half year. The older ones are nearly all
// resolved (and so no longer listed); a good part of the recent ones are still pending.
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import { addDays } from 'date-fns';
import { isoDay } from '../isoDate';
import type { Helpdesk } from '../model/administracion';
import { createRandom, seedFrom } from '../random';
import type { SeedContext } from './context';
import { workingTime } from './people';

/** Tickets at scale 1. */
const BASE_COUNT = 48;
const DAYS = 180;
/** Tickets raised this many days ago or less are pending more often. */
const RECENT_DAYS = 30;

const TICKETS: Record<string, [titulo: string, descripcion: string][]> = {
  Informática: [
    ['El ordenador de recepción va muy lento', 'Tarda varios minutos en arrancar y la consola se queda congelada al cobrar.'],
    ['No funciona el wifi de alumnos', 'La red de alumnos aparece pero no da acceso a internet desde esta mañana.'],
    ['La impresora no imprime a doble cara', 'Sale la primera cara y después da error de papel atascado.'],
    ['El datáfono da error de conexión', 'Al pasar tarjetas aparece "Sin comunicación"; hemos cobrado en efectivo.'],
  ],
  Mantenimiento: [
    ['La calefacción no calienta el aula 3', 'Los radiadores están fríos aunque la caldera está encendida.'],
    ['Persiana rota en la sala de estudio', 'La cinta se ha soltado y la persiana está bajada del todo.'],
    ['Fluorescente fundido en el pasillo', 'El pasillo de las aulas queda a oscuras por la tarde.'],
    ['El aire acondicionado gotea', 'Cae agua sobre la mesa del aula 1; hemos puesto un cubo.'],
  ],
  Material: [
    ['Faltan rotuladores de pizarra', 'Nos quedan dos rotuladores que funcionen para seis aulas.'],
    ['Pedido de libros de Inglés B1', 'Empiezan dos grupos nuevos el lunes y no tenemos libros para ellos.'],
    ['Necesitamos más sillas', 'Con los grupos de Bachillerato faltan cuatro sillas en el aula grande.'],
  ],
  Facturación: [
    ['Factura duplicada de un alumno', 'El mismo pago aparece en dos facturas con números consecutivos.'],
    ['Un pago con tarjeta no aparece en la caja', 'El cobro de ayer por la tarde no está en el cierre de caja.'],
    ['Cambiar los datos fiscales de una factura', 'La familia pide la factura a nombre de la madre, con su NIF.'],
  ],
  Plataforma: [
    ['Un alumno no ve sus clases en la app', 'Tiene la tarifa activa pero la app le dice que no tiene clases.'],
    ['Las valoraciones no se envían', 'Al pulsar Enviar la pantalla se queda cargando.'],
    ['Error al subir un examen', 'El PDF del examen de Química no se sube: "Archivo no válido".'],
  ],
};
const CATEGORIES = Object.keys(TICKETS);

export function seedHelpdesk({ scale, newId, today }: SeedContext): Helpdesk[] {
  const random = createRandom(seedFrom('helpdesk'));
  const count = Math.round(BASE_COUNT * scale);
  const ages = Array.from({ length: count }, () => random.int(0, DAYS)).sort((a, b) => b - a);
  return ages.map((age) => {
    const categoria = random.pick(CATEGORIES);
    const [titulo, descripcion] = random.pick(TICKETS[categoria]);
    return {
      id: newId(),
      categoria,
      centro: random.pick(ACTIVE_ACADEMIES),
      fecha: `${isoDay(addDays(today, -age))}${workingTime(random)}`,
      titulo,
      descripcion,
      resuelto: !random.chance(age <= RECENT_DAYS ? 0.6 : 0.1),
    };
  });
}
