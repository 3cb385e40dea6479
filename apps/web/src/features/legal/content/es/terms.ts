import type { LegalDocumentContent } from '../types';

export const terms: LegalDocumentContent = {
  summary: 'Las reglas del juego: quién puede participar, cómo comportarse, cómo funciona la moderación y de qué responde cada parte.',
  intro: [
    {
      kind: 'paragraph',
      text: 'Las presentes condiciones de uso regulan el acceso a {site.name} ({site.url}), editado por {operator.name}, {operator.legalForm}. Al crear una cuenta o participar con un seudónimo, usted las acepta. Si no las acepta, puede seguir consultando las páginas públicas sin participar.',
    },
  ],
  sections: [
    {
      id: 'service',
      heading: 'El servicio',
      blocks: [
        {
          kind: 'paragraph',
          text: '{site.name} es una comunidad en línea dedicada al bienestar integral, la soberanía personal y los encuentros locales. Ofrece, entre otras cosas, perfiles de miembros, un muro de publicaciones, un foro, salas de chat públicas, mensajes privados y eventos.',
        },
        {
          kind: 'paragraph',
          text: 'El servicio es gratuito: ninguna función es de pago (precio de la oferta: 0 €). Las donaciones son voluntarias y no dan derecho a ninguna ventaja en el sitio. Algunas páginas muestran contenidos de ejemplo, señalados como tales, que no describen personas ni hechos reales.',
        },
      ],
    },
    {
      id: 'conditions-acces',
      heading: 'Requisitos de acceso',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El sitio está reservado a personas de al menos {age.min} años con capacidad jurídica para obligarse. Al participar, usted declara cumplir estos requisitos. Si sabemos que una persona menor de edad ha creado una cuenta, la cerramos y eliminamos sus datos.',
        },
      ],
    },
    {
      id: 'compte',
      heading: 'Su cuenta',
      blocks: [
        {
          kind: 'list',
          items: [
            'Usted crea su cuenta con una dirección de correo válida, que confirma, y una contraseña de al menos 6 caracteres.',
            'Mantiene su contraseña en secreto y nos avisa en {operator.email} si cree que ha sido comprometida. Las acciones realizadas desde su cuenta se presumen suyas.',
            'La cuenta es personal: no puede compartirse, cederse ni venderse. No suplante la identidad de nadie.',
            'Puede cerrar su cuenta en cualquier momento desde su perfil («Supprimer mon compte», eliminar mi cuenta) o escribiéndonos; sus datos se eliminan entonces según la política de privacidad.',
          ],
        },
      ],
    },
    {
      id: 'pseudonyme',
      heading: 'Participación con seudónimo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Puede participar en el chat público y crear temas en el foro con un seudónimo, sin cuenta. El seudónimo y un identificador aleatorio se guardan únicamente en su navegador. Sus mensajes siguen sujetos a estas condiciones y a la moderación: el seudónimo protege su privacidad, no le exime de ninguna regla. Elija un seudónimo que no induzca a error sobre su identidad, que no sea ofensivo ni el nombre de otra persona.',
        },
      ],
    },
    {
      id: 'regles-communaute',
      heading: 'Normas de la comunidad',
      blocks: [
        { kind: 'paragraph', text: 'La manada se basa en la amabilidad. Al participar, usted se compromete a:' },
        {
          kind: 'list',
          items: [
            'Tratar a cada miembro con respeto y amabilidad, también cuando no esté de acuerdo.',
            'No acosar, amenazar, intimidar ni denigrar a nadie, ni en público ni en mensajes privados.',
            'No publicar contenidos de odio, discriminatorios o violentos, en particular por motivos de origen, religión, género, orientación sexual, discapacidad o estado de salud.',
            'No difundir desinformación médica: no presente nunca una práctica de bienestar como un tratamiento ni disuada a nadie de consultar a un médico o de seguir un tratamiento prescrito.',
            'Respetar la privacidad ajena: no publique información personal ni fotos de una persona sin su consentimiento.',
            'No publicar contenidos ilícitos, pornográficos o que vulneren derechos ajenos (derechos de autor, derecho a la propia imagen, marcas).',
            'No hacer prospección comercial ni spam, ni captar personas para prácticas sectarias o esquemas financieros.',
            'No eludir una sanción creando otra cuenta u otro seudónimo.',
          ],
        },
      ],
    },
    {
      id: 'avis-medical',
      heading: 'Los contenidos no son consejo médico',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los intercambios en {site.name} son experiencias compartidas entre miembros. No constituyen un diagnóstico, un consejo médico ni una prescripción, y no sustituyen la atención de un profesional sanitario. En caso de urgencia, llame al 112 (en Francia, también al 15); si se encuentra en crisis o tiene pensamientos suicidas, llame al 3114, gratuito y disponible día y noche en Francia.',
        },
      ],
    },
    {
      id: 'messages-prives',
      heading: 'Mensajes privados',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los mensajes privados y directos solo son visibles para los participantes de la conversación. No están cifrados de extremo a extremo: están protegidos durante su transmisión y almacenados por nuestro proveedor de alojamiento. Los moderadores solo acceden a ellos para tramitar una denuncia relativa a esa conversación o a petición de una autoridad competente.',
        },
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderación y sanciones',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Moderadores voluntarios de la asociación velan por el cumplimiento de estas normas. Cualquier miembro puede denunciar un contenido; las denuncias se tramitan en un plazo de {times.reportsHours} horas hábiles. Los mensajes del chat público también pueden revisarse automáticamente antes de publicarse: un mensaje rechazado se sustituye por «[Message modéré]».',
        },
        { kind: 'paragraph', text: 'Según la gravedad y la reiteración del incumplimiento, podemos, de forma proporcionada:' },
        {
          kind: 'list',
          items: [
            'retirar un contenido o limitar su visibilidad;',
            'enviar una advertencia;',
            'restringir temporalmente algunas funciones (publicar, escribir en privado);',
            'suspender la cuenta durante un periodo determinado;',
            'cerrar definitivamente la cuenta, en caso de incumplimiento grave o reiterado.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Cada decisión se le explica mediante una declaración de motivos y puede impugnarse gratuitamente, según el procedimiento de la página «Reglamento de Servicios Digitales (DSA)». Un contenido manifiestamente ilícito puede retirarse sin aviso previo y comunicarse a las autoridades.',
        },
      ],
    },
    {
      id: 'contenus-licence',
      heading: 'Sus contenidos y su licencia',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usted sigue siendo titular de lo que publica y es responsable de ello. Garantiza que posee los derechos, incluidos los de las fotos y los vídeos.',
        },
        {
          kind: 'paragraph',
          text: 'Para que el sitio funcione, usted concede a {operator.name} una licencia gratuita, no exclusiva y mundial para alojar, reproducir, adaptar técnicamente (formatos, tamaños) y mostrar sus contenidos en el sitio, a las personas que usted haya elegido. Esta licencia termina cuando usted elimina el contenido o su cuenta, salvo las copias que la ley nos obliga a conservar y los contenidos que otros miembros hayan citado mencionándole. No autoriza ninguna reventa ni uso publicitario.',
        },
      ],
    },
    {
      id: 'responsabilite',
      heading: 'Responsabilidad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La asociación aloja los contenidos publicados por los miembros sin controlarlos previamente. Solo responde de ellos si, una vez informada de su carácter manifiestamente ilícito, no actúa con prontitud para retirarlos o bloquear el acceso a ellos.',
        },
        {
          kind: 'paragraph',
          text: 'Hacemos todo lo posible para que el sitio esté disponible y sea seguro, pero no podemos garantizar un servicio sin interrupciones ni errores. Los encuentros y eventos propuestos por miembros son responsabilidad de sus organizadores y participantes: sea prudente en un primer encuentro y prefiera lugares públicos.',
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Modificación de las condiciones',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Podemos modificar estas condiciones, en particular para adaptarlas a la ley o al servicio. Todo cambio importante se anuncia en el sitio al menos 15 días antes de su entrada en vigor. Si no lo acepta, puede cerrar su cuenta; seguir usando el sitio supone su aceptación.',
        },
      ],
    },
    {
      id: 'droit-applicable',
      heading: 'Ley aplicable y litigios',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Estas condiciones se rigen por el derecho francés. En caso de desacuerdo, escríbanos primero a {operator.email}: siempre buscamos una solución amistosa. Las decisiones de moderación también pueden someterse a un órgano certificado de resolución extrajudicial de litigios. A falta de acuerdo, son competentes los tribunales franceses, sin perjuicio de las normas protectoras de las que usted disfruta como consumidor.',
        },
      ],
    },
  ],
};
