import type { LegalDocumentContent } from '../types';

export const cookies: LegalDocumentContent = {
  summary: 'Las únicas cookies y datos locales que usamos son aquellos sin los que el sitio no funcionaría.',
  intro: [
    {
      kind: 'paragraph',
      text: 'Una cookie es un pequeño archivo que guarda su navegador; el almacenamiento local es un espacio similar, propio de cada sitio. {site.name} solo utiliza rastreadores estrictamente necesarios para el servicio que usted solicita. Según el artículo 82 de la ley francesa «Informatique et Libertés», no requieren su consentimiento: por eso ningún banner se lo pide.',
    },
  ],
  sections: [
    {
      id: 'traceurs-utilises',
      heading: 'Los rastreadores que utilizamos',
      blocks: [
        {
          kind: 'table',
          codeFirstColumn: true,
          caption: 'Cookies y datos guardados en su navegador',
          headers: ['Nombre', 'Tipo', 'Finalidad', 'Duración'],
          rows: [
            [
              'la-meute.session_token',
              'Cookie HttpOnly, SameSite=Lax (con prefijo __Secure- en HTTPS)',
              'Mantener su sesión iniciada de forma segura. Los scripts de la página no pueden leerla.',
              '30 días, prorrogados mientras use el sitio; se elimina al cerrar sesión',
            ],
            [
              '{storage.language}',
              'Almacenamiento local',
              'Recordar el idioma de la interfaz que ha elegido.',
              'Hasta que borre los datos del sitio',
            ],
            [
              '{storage.anonymous}',
              'Almacenamiento local',
              'Guardar su seudónimo y un identificador aleatorio para participar en el chat y el foro sin cuenta.',
              'Hasta que inicie sesión en una cuenta o borre los datos del sitio',
            ],
            [
              'pwa_install_dismissed',
              'Almacenamiento local',
              'Recordar su respuesta al banner de instalación de la aplicación, para no volver a proponérselo.',
              'Hasta que borre los datos del sitio',
            ],
            [
              'Caché de la aplicación',
              'Caché del service worker',
              'Guardar los archivos del sitio en su dispositivo para una carga rápida y el uso sin conexión. No contiene ningún dato sobre su navegación.',
              'Se sustituye con cada nueva versión del sitio',
            ],
          ],
        },
      ],
    },
    {
      id: 'aucun-suivi',
      heading: 'Sin publicidad ni medición de audiencia',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No utilizamos cookies publicitarias, herramientas de medición de audiencia ni complementos de redes sociales. Los enlaces a nuestras redes sociales son simples enlaces: no se carga ningún contenido de terceros hasta que hace clic en ellos. No se transmite ningún dato de navegación a terceros.',
        },
        {
          kind: 'paragraph',
          text: 'Si algún día utilizáramos un rastreador no imprescindible, le pediríamos primero su consentimiento, que podría rechazar tan fácilmente como darlo, y actualizaríamos esta política.',
        },
      ],
    },
    {
      id: 'gerer',
      heading: 'Gestionar o borrar estos datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Puede borrar en cualquier momento las cookies y los datos del sitio desde los ajustes de su navegador (apartado «Privacidad» o «Datos de sitios»). Borrar la cookie de sesión cierra su sesión; borrar el almacenamiento local restablece el idioma por defecto y olvida su seudónimo. Bloquear estos rastreadores impide iniciar sesión en su cuenta, pero puede seguir consultando las páginas públicas.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Para cualquier pregunta sobre las cookies o sus datos, escriba a {operator.email}. La política de privacidad detalla sus derechos y cómo ejercerlos.',
        },
      ],
    },
  ],
};
