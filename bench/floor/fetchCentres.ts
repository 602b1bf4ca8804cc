// The study-centre list as every page of the bench fetches it: the one call the console's list
// makes, to the API the build was made for, with the bearer token of the session the console
// stores (`access_token`), read from the answer's envelope.

/** A study centre as the API sends it. */
export interface Centre {
  id: number;
  nombre: string;
  provincia: string;
}

export async function fetchCentres(): Promise<Centre[]> {
  const { token } = JSON.parse(localStorage.getItem('access_token') ?? '{}') as { token?: string };
  const response = await fetch(`${import.meta.env.VITE_API_URL}/api/core/datos/centro-estudios/list`, { headers: { Authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as { resultado: string; datos: Centre[] };
  if (answer.resultado !== 'ok') throw new Error(`The study centres were refused: ${JSON.stringify(answer)}`);
  return answer.datos;
}
