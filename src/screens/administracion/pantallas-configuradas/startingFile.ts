// What 'Nueva pantalla' opens: a whole file that passes the checker (a test makes sure), a list
// of the API's student certificates, for the administrator to change into the screen they need.

export const STARTING_FILE = `{
  "$schema": "./screen.schema.json",
  "version": 1,
  "route": "/administracion/nueva-pantalla",
  "menu": { "title": "Nueva pantalla", "icon": "list" },
  "readPolicy": "cached",
  "calls": {
    "list": { "contract": "GET /api/core/alumnos/certificado-alumno/list" }
  },
  "list": {
    "title": "Nueva pantalla",
    "columns": [
      { "type": "text", "field": "alumno", "label": "Alumno" },
      { "type": "text", "field": "centro", "label": "Centro" },
      { "type": "date", "field": "fecha", "label": "Fecha" }
    ],
    "search": ["alumno", "centro"],
    "sort": { "column": "fecha", "order": "DESC" },
    "exportName": "nueva-pantalla",
    "loadErrorTitle": "Error al recuperar la lista"
  }
}
`;
