import type { LegalDocumentContent } from '../types';

export const mentions: LegalDocumentContent = {
  summary: 'Quién edita y aloja el sitio, cómo contactarnos y quién es responsable de la publicación.',
  intro: [
    {
      kind: 'paragraph',
      text: 'De conformidad con la ley francesa n.º 2004-575 de 21 de junio de 2004 para la confianza en la economía digital (LCEN), estos son los datos que identifican al editor y al proveedor de alojamiento de {site.name}, accesible en {site.url}.',
    },
  ],
  sections: [
    {
      id: 'editeur',
      heading: 'Editor del sitio',
      blocks: [
        {
          kind: 'paragraph',
          text: '{site.name} es editado por {operator.name}, {operator.legalForm}, asociación sin ánimo de lucro regida por la ley francesa de 1 de julio de 1901 y el decreto de 16 de agosto de 1901.',
        },
        {
          kind: 'list',
          items: [
            'Domicilio social: {operator.address}',
            'Número RNA (registro nacional francés de asociaciones): {operator.registration}',
            'Correo electrónico: {operator.email}',
          ],
        },
        {
          kind: 'paragraph',
          text: 'La asociación no tiene capital social. El sitio es totalmente gratuito: solo se financia con las donaciones voluntarias de sus miembros y simpatizantes.',
        },
      ],
    },
    {
      id: 'directeur-publication',
      heading: 'Director o directora de la publicación',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La dirección de la publicación corresponde a {operator.publicationDirector}, como representante legal de la asociación. Puede escribirle a {operator.email}.',
        },
      ],
    },
    {
      id: 'hebergeur',
      heading: 'Proveedor de alojamiento',
      blocks: [
        { kind: 'paragraph', text: 'El sitio y sus datos están alojados por:' },
        { kind: 'list', items: ['{host.name}', 'Dirección: {host.address}', 'Sitio web: {host.website}'] },
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Para cualquier pregunta sobre el sitio, escríbanos a {operator.email}. Respondemos a cada mensaje en un plazo de {times.contactHours} horas.',
        },
        {
          kind: 'paragraph',
          text: 'Para denunciar un contenido ilícito o impugnar una decisión de moderación, siga el procedimiento descrito en la página «Reglamento de Servicios Digitales (DSA)».',
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      heading: 'Propiedad intelectual',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El nombre {site.name}, el logotipo, la identidad visual y los textos redactados por la asociación están protegidos por el Código de la Propiedad Intelectual francés. Toda reproducción o reutilización fuera del ámbito privado requiere el acuerdo previo de la asociación.',
        },
        {
          kind: 'paragraph',
          text: 'Los contenidos publicados por los miembros (mensajes, publicaciones, fotos) siguen siendo propiedad de sus autores. Las condiciones en que se muestran en el sitio se indican en las condiciones de uso.',
        },
        {
          kind: 'paragraph',
          text: 'El código fuente del software se publica bajo licencia libre; su reutilización se rige por esa licencia, distinta de las condiciones que cubren los contenidos del sitio.',
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      heading: 'Datos personales y cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: '{operator.name} es responsable del tratamiento de los datos personales en el sitio. La política de privacidad describe los datos recogidos, sus finalidades, sus plazos de conservación y cómo ejercer sus derechos. El sitio solo utiliza cookies estrictamente necesarias para su funcionamiento, detalladas en la política de cookies.',
        },
      ],
    },
    {
      id: 'avertissement-sante',
      heading: 'Aviso sobre los contenidos de bienestar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los contenidos publicados en {site.name} son experiencias compartidas entre miembros. No constituyen consejo médico ni sustituyen la consulta con un profesional sanitario. La moderación retira la desinformación médica. En caso de urgencia, llame al 112 (en Francia, también al 15); si se encuentra en crisis o tiene pensamientos suicidas, la línea francesa 3114 atiende día y noche, de forma gratuita.',
        },
      ],
    },
    {
      id: 'droit-applicable',
      heading: 'Ley aplicable',
      blocks: [{ kind: 'paragraph', text: 'El presente aviso legal se rige por el derecho francés.' }],
    },
  ],
};
