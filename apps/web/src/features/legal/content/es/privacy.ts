import type { LegalDocumentContent } from '../types';

export const privacy: LegalDocumentContent = {
  summary: 'Qué datos tratamos, por qué, durante cuánto tiempo, con quién y cómo ejercer sus derechos.',
  intro: [
    {
      kind: 'paragraph',
      text: 'Esta política explica cómo {operator.name} trata sus datos personales en {site.name}, de conformidad con el Reglamento (UE) 2016/679 (RGPD) y la ley francesa n.º 78-17 de 6 de enero de 1978 «Informatique et Libertés». Recogemos los menos datos posibles, nunca los vendemos y no hacemos publicidad.',
    },
  ],
  sections: [
    {
      id: 'responsable',
      heading: 'Responsable del tratamiento',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El responsable del tratamiento es {operator.name}, {operator.legalForm}, con domicilio social en {operator.address} (RNA: {operator.registration}). Para cualquier pregunta sobre sus datos, escriba a {operator.email}.',
        },
      ],
    },
    {
      id: 'donnees',
      heading: 'Datos que tratamos',
      blocks: [],
      subsections: [
        {
          heading: 'Cuenta',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Dirección de correo electrónico, contraseña (guardada solo en forma cifrada irreversible), nombre de usuario, nombre visible, idioma preferido, rol y fechas de creación y confirmación de la cuenta.',
            },
          ],
        },
        {
          heading: 'Perfil',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Lo que usted decida completar: foto, nombre, apellidos, biografía, edad, género, ciudad y país, intereses, idiomas, lo que busca, situación sentimental, profesión, formación y sus ajustes de privacidad. Solo el nombre de usuario y la edad son obligatorios.',
            },
          ],
        },
        {
          heading: 'Publicaciones',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Publicaciones, comentarios, reacciones, contenidos compartidos, archivos multimedia, temas y respuestas del foro, mensajes del chat público (incluidos los enviados con seudónimo) e inscripciones a eventos.',
            },
          ],
        },
        {
          heading: 'Mensajes',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Contenido, archivos adjuntos, fecha y estado de lectura de sus mensajes privados y directos, y la lista de participantes de cada conversación. Estos mensajes no están cifrados de extremo a extremo.',
            },
          ],
        },
        {
          heading: 'Registros de conexión',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Dirección IP, tipo de navegador y de dispositivo, fechas y horas de conexión, identificador de sesión y registros técnicos de las solicitudes rechazadas (protección contra abusos).',
            },
          ],
        },
        {
          heading: 'Denuncias y comunicaciones',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Denuncias enviadas o recibidas, decisiones de moderación y reclamaciones, así como los mensajes que nos envía.',
            },
          ],
        },
        {
          heading: 'Datos sensibles',
          blocks: [
            {
              kind: 'paragraph',
              text: 'No le pedimos ningún dato sobre su salud, sus opiniones o su orientación sexual. Si decide compartirlos en un espacio público, es usted quien los hace públicos: piénselo antes de publicar. La información opcional del espacio de citas solo se trata con su consentimiento explícito, que puede retirar en cualquier momento borrándola.',
            },
          ],
        },
      ],
    },
    {
      id: 'finalites',
      heading: 'Finalidades y bases jurídicas',
      blocks: [
        {
          kind: 'table',
          caption: 'Por qué tratamos sus datos y con qué base jurídica (artículo 6 del RGPD)',
          headers: ['Finalidad', 'Base jurídica'],
          rows: [
            ['Crear y gestionar su cuenta, iniciar su sesión, enviar los correos de confirmación y de restablecimiento', 'Ejecución de un contrato (art. 6.1.b): las condiciones de uso'],
            ['Mostrar su perfil y sus publicaciones, entregar sus mensajes, gestionar sus inscripciones a eventos', 'Ejecución de un contrato (art. 6.1.b)'],
            ['Participación con seudónimo en el chat y el foro', 'Interés legítimo (art. 6.1.f): permitir participar sin cuenta'],
            ['Moderar los contenidos, tramitar denuncias y reclamaciones', 'Obligación legal (art. 6.1.c): LCEN y Reglamento (UE) 2022/2065; interés legítimo en proteger a la comunidad (art. 6.1.f)'],
            ['Proteger el sitio, prevenir abusos y conservar los datos de conexión', 'Obligación legal (art. 6.1.c) e interés legítimo (art. 6.1.f)'],
            ['Responder a sus solicitudes y al ejercicio de sus derechos', 'Obligación legal (art. 6.1.c) e interés legítimo (art. 6.1.f)'],
            ['Información opcional del espacio de citas', 'Consentimiento explícito (arts. 6.1.a y 9.2.a)'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'No hacemos publicidad, ni medición de audiencia, ni elaboración de perfiles comerciales. Ninguna decisión con efectos jurídicos sobre usted se basa únicamente en un tratamiento automatizado: un filtro automático puede retener un mensaje del chat público, pero toda impugnación la examina una persona.',
        },
      ],
    },
    {
      id: 'conservation',
      heading: 'Plazos de conservación',
      blocks: [
        {
          kind: 'table',
          caption: 'Durante cuánto tiempo conservamos sus datos',
          headers: ['Datos', 'Plazo'],
          rows: [
            ['Cuenta y perfil', 'Mientras la cuenta esté abierta; se eliminan en los 30 días siguientes a su cierre. Una cuenta inactiva durante 3 años se elimina tras un correo de aviso.'],
            ['Publicaciones, comentarios, temas del foro', 'Hasta que usted los elimine; al cerrar su cuenta siguen visibles sin su nombre, firmados «Utilisateur supprimé» (usuario eliminado)'],
            ['Mensajes del chat enviados con seudónimo', '1 año desde su envío'],
            ['Mensajes privados y directos', 'Hasta el cierre de su cuenta; sus mensajes se eliminan entonces de las conversaciones'],
            ['Registros de conexión (dirección IP, fechas)', '1 año, según exige el decreto francés n.º 2021-1362 de 20 de octubre de 2021'],
            ['Cookie de sesión', '30 días, prorrogados mientras use el sitio'],
            ['Enlaces de confirmación y de restablecimiento', '24 horas para la confirmación, 1 hora para el restablecimiento'],
            ['Denuncias y decisiones de moderación', '1 año después de la decisión, o hasta el final de un litigio'],
            ['Comunicaciones con la asociación y solicitudes de ejercicio de derechos', '3 años después del último intercambio'],
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      heading: 'Destinatarios',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sus datos nunca se venden, alquilan ni ceden con fines comerciales. Solo tienen acceso, cada uno en lo que le concierne:',
        },
        {
          kind: 'list',
          items: [
            'los miembros autorizados de la asociación (administradores, moderadores), dentro de los límites de sus funciones;',
            'nuestros encargados del tratamiento, vinculados por un contrato conforme al artículo 28 del RGPD: el proveedor de alojamiento {host.name}, que almacena el sitio y sus datos, y el proveedor de envío de correos, que entrega los correos de confirmación y de restablecimiento;',
            'las autoridades administrativas o judiciales, solo previa solicitud basada en la ley;',
            'los demás miembros y visitantes, en lo que usted decida hacer visible (perfil público, publicaciones, mensajes del chat).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Damos preferencia a proveedores establecidos en la Unión Europea. Si fuera necesaria una transferencia fuera de la Unión, se ampararía en una decisión de adecuación o en las cláusulas contractuales tipo de la Comisión Europea.',
        },
      ],
    },
    {
      id: 'securite',
      heading: 'Seguridad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Las comunicaciones con el sitio están cifradas (HTTPS), las contraseñas se guardan con hash, la cookie de sesión no es accesible a los scripts, los intentos de inicio de sesión están limitados y el acceso a los datos se reserva a las personas autorizadas. Los mensajes privados no están cifrados de extremo a extremo: los moderadores pueden acceder a ellos, solo para tramitar una denuncia.',
        },
      ],
    },
    {
      id: 'droits',
      heading: 'Sus derechos',
      blocks: [
        { kind: 'paragraph', text: 'Usted dispone en todo momento de los siguientes derechos sobre sus datos:' },
        {
          kind: 'list',
          items: [
            'derecho de acceso: saber qué datos tenemos y obtener una copia;',
            'derecho de rectificación: corregir datos inexactos o incompletos;',
            'derecho de supresión: obtener la eliminación de sus datos;',
            'derecho a la limitación del tratamiento: congelar temporalmente un tratamiento, por ejemplo mientras se verifica una impugnación;',
            'derecho a la portabilidad: recibir los datos que nos ha facilitado en un formato estructurado y legible por máquina;',
            'derecho de oposición: oponerse a los tratamientos basados en nuestro interés legítimo;',
            'derecho a retirar su consentimiento, sin que ello afecte a los tratamientos ya realizados;',
            'derecho a dar instrucciones sobre el destino de sus datos tras su fallecimiento.',
          ],
        },
      ],
    },
    {
      id: 'exercer-droits',
      heading: 'Cómo ejercer sus derechos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Escriba a {operator.email} desde la dirección de su cuenta, indicando qué derecho ejerce. Si tenemos dudas razonables sobre su identidad, podemos pedirle información adicional, nunca un documento de identidad por defecto. El trámite es gratuito.',
        },
        {
          kind: 'paragraph',
          text: 'Respondemos en el plazo de un mes desde la recepción de su solicitud. Este plazo puede prorrogarse dos meses si la solicitud es compleja; en ese caso se lo comunicamos en el primer mes, explicando el motivo.',
        },
        {
          kind: 'paragraph',
          text: 'Si considera que no se respetan sus derechos, puede presentar una reclamación ante la autoridad francesa de protección de datos, la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, Francia, o en línea en https://www.cnil.fr.',
        },
      ],
    },
    {
      id: 'age-minimum',
      heading: 'Edad mínima',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El sitio está reservado a personas de al menos {age.min} años. No recogemos a sabiendas datos de menores; si ocurre, cerramos la cuenta afectada y eliminamos sus datos.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y almacenamiento local',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Solo utilizamos cookies y almacenamiento local estrictamente necesarios: ningún rastreador publicitario ni de medición de audiencia. El detalle figura en la política de cookies.',
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Modificaciones',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Actualizaremos esta política si nuestros tratamientos cambian; la fecha de la última actualización figura al principio de la página. Todo cambio importante se le comunicará en el sitio o por correo electrónico.',
        },
      ],
    },
  ],
};
