import {product} from '@site/src/data/product';
import {ingestion} from '@site/src/data/platform';
import type {HomeContent} from '@site/src/components/Home/content';

/** MQTT versions from the data, as a list in Italian ("3.1.1 e 5"), the way `<Fact>` writes lists. */
const mqttVersions = new Intl.ListFormat('it', {type: 'conjunction'}).format(ingestion.mqttVersions);

/** The home page's Italian copy (the English is in src/pages/_home-content.ts). Form of address: tu; terms from i18n/it/GLOSSARY.md. */
export const homeContent: HomeContent = {
  meta: {
    title: 'Piattaforma IoT industriale per dispositivi connessi',
    description:
      "Fulcro connette, gestisce e migliora i dispositivi connessi: servizi cloud, l'agente Fulcro Edge, rilevamento di anomalie con l'AI, un'app di gestione dei dispositivi e una mappa di conformità GDPR.",
  },
  hero: {
    eyebrow: 'Piattaforma IoT industriale',
    title: `${product.name}: connetti, gestisci e migliora i dispositivi che produci`,
    subtitle:
      "Servizi cloud, un agente edge, un add-on di intelligenza artificiale e un'app di gestione dei dispositivi, pronti per chi produce impianti HVAC, distributori automatici, prodotti per la casa intelligente, attrezzature per piscine e spa e lavatrici industriali.",
    explore: 'Esplora la piattaforma',
    plans: 'Vedi i piani',
  },
  platform: {
    title: 'Una piattaforma per ogni livello del tuo prodotto',
    intro:
      "Parti dai componenti che ti servono oggi e aggiungi gli altri man mano che la flotta cresce: tutti condividono la stessa identità, lo stesso modello di dati e lo stesso stile di API.",
    cards: {
      cloud: {
        title: 'Servizi cloud',
        description:
          'Acquisizione dei dati via MQTT, HTTP e WebSocket, archiviazione di serie temporali, gestione di identità e accessi con tenant e team, provisioning, inizializzazione remota, fabbricazione in blocco, risorse con endpoint JSON:API generati, proprietà dei dispositivi, notifiche, pagamenti, esportazioni, regole e monitoraggio.',
      },
      edge: {
        title: 'Fulcro Edge',
        description:
          "Un agente per gateway Linux con un broker locale per i tuoi servizi, store-and-forward, aggiornamenti over-the-air, regole locali e monitoraggio di sistema. Può gestire l'intero dispositivo o affiancare la tua applicazione in modalità sidecar.",
      },
      ai: {
        title: 'Fulcro AI',
        description:
          'Rilevamento di anomalie e previsioni sulle serie temporali che i tuoi dispositivi già inviano e, con il piano Full, riaddestramento automatico quando la flotta cambia.',
      },
      control: {
        title: 'Fulcro Control',
        description:
          "L'app di gestione dei dispositivi per il tuo team operativo: panoramica della flotta, configurazione, rilasci del firmware e un editor visuale di flussi per automatizzare senza scrivere codice.",
      },
      copilot: {
        title: 'Fulcro Copilot',
        description:
          "Un assistente che risponde in linguaggio naturale alle domande sulla tua flotta e sulla piattaforma e ti aiuta a trovare l'impostazione o la pagina giusta.",
      },
      gdpr: {
        title: 'Mappa di conformità GDPR',
        description:
          'Ogni articolo del GDPR che riguarda i prodotti connessi, collegato alla funzione della piattaforma che ti aiuta a rispettarlo, così il tuo responsabile della protezione dei dati può verificare punto per punto.',
      },
    },
  },
  howItWorks: {
    title: 'Dal primo messaggio a una flotta gestita',
    cards: {
      connect: {
        title: 'Connetti',
        description:
          `Dispositivi e gateway ricevono un proprio certificato X.509 dall'autorità di certificazione del tuo tenant e si collegano in MQTT ${mqttVersions} su TLS. Inviano i dati in SenML, codificato in JSON o CBOR, e tu li rileggi in SenML o in JSON semplice.`,
      },
      manage: {
        title: 'Gestisci',
        description:
          'Registra i connectable in blocco già in fabbrica, permetti agli utenti finali di associare e condividere i propri dispositivi, distribuisci il firmware per fasi e dai a ogni team esattamente gli accessi che gli servono.',
      },
      act: {
        title: 'Agisci',
        description:
          "Collega gli eventi a regole, e-mail, notifiche push e webhook; esporta report in CSV, XLSX, PDF o JSON; tieni d'occhio flotta e piattaforma da un unico punto.",
      },
    },
  },
  audiences: {
    title: 'Pensata per chi realizza prodotti connessi',
    cards: {
      managers: {
        title: 'Per i manager',
        description:
          'Lancia un prodotto connesso senza costruire da zero un team IoT. Piani con limiti chiari su dispositivi e utenti, preventivi senza sorprese e una piattaforma già multi-tenant, sicura e attenta al GDPR.',
      },
      developers: {
        title: 'Per gli sviluppatori software',
        description:
          'Protocolli aperti, API REST documentate, uno strumento a riga di comando e un agente edge che esegue i tuoi servizi. Parti da un quickstart in cinque passi e invia il primo messaggio in pochi minuti.',
      },
    },
  },
  industries: {
    title: 'Una piattaforma IoT per chi produce apparecchi connessi',
    intro:
      'Fulcro nasce per chi produce apparecchiature che restano in campo per anni e non possono guastarsi in silenzio.',
    cards: {
      hvac: {
        title: 'HVAC',
        description:
          'Caldaie, pompe di calore e unità di trattamento aria monitorate a distanza, con allarmi prima che il cliente chiami.',
      },
      vending: {
        title: 'Distributori automatici',
        description:
          'Scorte, vendite e guasti segnalati in tempo reale, così pianifichi i giri di rifornimento in base ai dati.',
      },
      'smart-home': {
        title: 'Casa intelligente',
        description:
          'App per i consumatori in cui le famiglie associano e condividono i dispositivi, con account e strumenti sui dati che ti aiutano a rispettare gli obblighi del GDPR dal primo giorno; la responsabilità della conformità resta tua.',
      },
      pool: {
        title: 'Piscine e spa',
        description:
          "Chimica dell'acqua, temperatura e pompe sotto controllo ovunque tu sia, con avvisi quando pH o cloro si discostano dai valori corretti.",
      },
      washing: {
        title: 'Lavatrici industriali',
        description:
          'Conteggio dei cicli, dosaggio dei detersivi e piani di manutenzione per le lavanderie e i loro centri assistenza.',
      },
    },
  },
  callToAction: {
    title: 'Quando i tuoi dispositivi sono pronti, lo siamo anche noi',
    text: "Scegli un piano e richiedi in autonomia un'istanza di valutazione gratuita, oppure parlaci prima del tuo prodotto. In entrambi i casi riceverai un preventivo: tutti i prezzi sono su preventivo e IVA esclusa.",
    actions: {
      pricing: 'Confronta i piani',
      checkout: 'Crea la tua istanza',
      contact: 'Chiedi un preventivo',
      docs: 'Leggi la documentazione',
    },
  },
};
