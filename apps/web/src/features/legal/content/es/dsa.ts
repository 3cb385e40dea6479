import type { LegalDocumentContent } from '../types';

export const dsa: LegalDocumentContent = {
  summary: 'Cómo denunciar un contenido ilícito, cómo moderamos y cómo impugnar una decisión, según el Reglamento (UE) 2022/2065.',
  intro: [
    {
      kind: 'paragraph',
      text: '{site.name} aloja contenidos publicados por sus miembros: por ello, {operator.name} es un prestador de servicios de alojamiento de datos y de plataforma en línea en el sentido del Reglamento (UE) 2022/2065 de Servicios Digitales («DSA»). Esta página describe cómo aplicamos dicho reglamento. Como pequeña asociación, algunas obligaciones propias de las plataformas no nos son aplicables (artículo 19); aun así, hemos decidido aplicar a todos nuestros usuarios las garantías que se indican a continuación.',
    },
  ],
  sections: [
    {
      id: 'point-de-contact',
      heading: 'Punto único de contacto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestro punto único de contacto, tanto para las autoridades de los Estados miembros, la Comisión Europea y la Junta Europea de Servicios Digitales (artículo 11) como para los destinatarios del servicio (artículo 12), es {operator.email}. Puede escribirnos en francés, inglés o español.',
        },
        {
          kind: 'list',
          items: [
            'Acusamos recibo de cada mensaje en un plazo de {times.contactHours} horas.',
            'Damos una respuesta sobre el fondo a toda solicitud relativa al DSA en un plazo de {times.dsaReplyDays} días hábiles.',
            'Le atienden personas, no un sistema automatizado.',
          ],
        },
      ],
    },
    {
      id: 'signaler',
      heading: 'Denunciar un contenido ilícito',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cualquier persona, sea miembro o no, puede notificarnos un contenido que considere ilícito (artículo 16), mediante la función de denuncia cuando se ofrezca junto al contenido, o escribiendo a {operator.email} con el asunto «Denuncia DSA». Para que podamos actuar, su notificación debe incluir:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'una explicación suficientemente motivada de las razones por las que considera que el contenido es ilícito;',
            'la ubicación exacta del contenido (su enlace) y, si es necesario, cualquier dato útil para encontrarlo (sala, fecha, seudónimo);',
            'su nombre y su dirección de correo electrónico, salvo si la notificación se refiere a delitos relacionados con abusos sexuales de menores;',
            'una declaración que confirme su convicción de buena fe de que la información y las alegaciones que contiene son precisas y completas.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Acusamos recibo de su notificación sin demora y después le informamos de la decisión adoptada y de las vías de recurso. Las denuncias se tramitan en un plazo de {times.reportsHours} horas hábiles, con prioridad para las que afectan a la seguridad de una persona.',
        },
        {
          kind: 'paragraph',
          text: 'Si un contenido hace temer una amenaza para la vida o la seguridad de una persona, informamos sin demora a las autoridades competentes (artículo 18). En caso de peligro inmediato, llame al 112. También puede denunciar un contenido ilícito ante las autoridades francesas en la plataforma PHAROS: https://www.internet-signalement.gouv.fr.',
        },
      ],
    },
    {
      id: 'moderation',
      heading: 'Cómo moderamos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cada denuncia la examina un moderador voluntario de la asociación, a la luz de la ley y de las condiciones de uso. Los mensajes del chat público también pueden revisarse automáticamente antes de publicarse; un mensaje rechazado se sustituye por «[Message modéré]». Ninguna sanción contra una cuenta la decide únicamente un sistema automatizado.',
        },
        { kind: 'paragraph', text: 'Las medidas posibles, aplicadas de forma proporcionada, son:' },
        {
          kind: 'list',
          items: [
            'la retirada de un contenido o la restricción de su visibilidad;',
            'la advertencia;',
            'la limitación temporal de algunas funciones;',
            'la suspensión temporal de la cuenta;',
            'el cierre definitivo de la cuenta.',
          ],
        },
      ],
    },
    {
      id: 'expose-des-motifs',
      heading: 'Declaración de motivos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cuando restringimos uno de sus contenidos o su cuenta, le enviamos una declaración de motivos clara y específica (artículo 17) en cuanto se adopta la medida. En ella se indica:',
        },
        {
          kind: 'list',
          items: [
            'la medida adoptada, su alcance y, en su caso, su duración;',
            'los hechos y circunstancias en que se basa, incluido si responde a una notificación;',
            'si se han utilizado medios automatizados para detectarla o decidirla;',
            'la norma jurídica o la cláusula de las condiciones de uso en cuestión;',
            'las vías de recurso de que dispone.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No podemos enviar una declaración de motivos cuando no disponemos de ningún medio para contactarle, por ejemplo en el caso de un mensaje publicado con seudónimo sin cuenta.',
        },
      ],
    },
    {
      id: 'reclamations',
      heading: 'Impugnar una decisión',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Puede impugnar gratuitamente una decisión de moderación, o nuestra decisión de no actuar sobre su notificación, durante los seis meses siguientes a haber sido informado de ella (artículo 20). Escriba a {operator.email} con el asunto «Reclamación», explicando por qué debería revisarse la decisión.',
        },
        {
          kind: 'paragraph',
          text: 'Su reclamación la examina una persona distinta de la que adoptó la decisión inicial, y nunca únicamente un sistema automatizado. Respondemos en un plazo de {times.dsaReplyDays} días hábiles; si la reclamación está fundada, la medida se levanta sin demora.',
        },
      ],
    },
    {
      id: 'reglement-extrajudiciaire',
      heading: 'Resolución extrajudicial de litigios',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Si no está satisfecho con nuestra respuesta, puede acudir a un órgano certificado de resolución extrajudicial de litigios (artículo 21). En Francia, la lista de órganos certificados la publica el Arcom, coordinador de servicios digitales: https://www.arcom.fr. Participamos de buena fe en estos procedimientos. En todo caso, conserva su derecho a acudir a los tribunales y puede presentar una reclamación ante el Arcom (artículo 53).',
        },
      ],
    },
    {
      id: 'signaleurs-de-confiance',
      heading: 'Alertadores fiables',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Las notificaciones de los alertadores fiables designados por el Arcom o por el coordinador de otro Estado miembro, en su ámbito de especialización, se tramitan con prioridad y sin demora indebida (artículo 22). Pueden escribirnos a {operator.email} indicando su condición.',
        },
      ],
    },
    {
      id: 'messages-prives',
      heading: 'Mensajes privados y directos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los mensajes privados y directos no están cifrados de extremo a extremo. Están protegidos durante su transmisión (HTTPS) y almacenados por nuestro proveedor de alojamiento. Los moderadores solo pueden acceder a ellos para tramitar una denuncia relativa a la conversación en cuestión, limitándose a los mensajes necesarios, o para atender la solicitud de una autoridad competente. Nunca acceden a ellos por ningún otro motivo.',
        },
      ],
    },
    {
      id: 'abus',
      heading: 'Protección contra el uso indebido',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Previa advertencia, podemos suspender durante un periodo razonable una cuenta que publique con frecuencia contenidos manifiestamente ilícitos, o la tramitación de las notificaciones de una persona que envíe con frecuencia notificaciones manifiestamente infundadas (artículo 23).',
        },
      ],
    },
    {
      id: 'mineurs',
      heading: 'Protección de los menores',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El servicio está reservado a personas de al menos {age.min} años. No mostramos publicidad, dirigida ni de otro tipo, y no utilizamos ningún sistema de recomendación basado en la elaboración de perfiles con fines comerciales.',
        },
      ],
    },
  ],
};
