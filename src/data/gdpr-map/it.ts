import {certificates, passwordBreachCheck, retentionDefaults, testedKubernetes} from '@site/src/data/platform';
import {gdprDeadlines} from '@site/src/data/gdpr';
import {hosting, processing} from '@site/src/data/hosting';
import {buildRows} from './articles';
import type {GdprRow} from './types';

/**
 * La mappa di conformità al GDPR in italiano. I titoli sono quelli ufficiali
 * del testo italiano del Regolamento (UE) 2016/679; le cifre vengono dai
 * moduli di dati.
 */

const kubernetes = new Intl.ListFormat('it', {type: 'conjunction'}).format(testedKubernetes);
const instanceRegion = `AWS ${hosting.instanceRegion.name}`;
const backupRegion = `AWS ${hosting.backupRegion.name}`;

export const rows: readonly GdprRow[] = buildRows({
  5: {
    title: 'Principi applicabili al trattamento di dati personali',
    fulcro: `Limiti di conservazione impostati per l'intero tenant, senza eccezioni per singolo dispositivo (per impostazione predefinita dati grezzi ${retentionDefaults.rawDataDays} giorni, aggregati orari ${retentionDefaults.hourlyAggregatesYears} anni), isolamento tra tenant e accesso negato per impostazione predefinita portano nella piattaforma la limitazione della conservazione, l'integrità e la riservatezza.`,
    fulcroLink: '/docs/core/backups-and-data-retention#change-retention',
    customer:
      'Definisci le finalità, raccogli solo le letture che servono al prodotto e accorcia la conservazione dove la telemetria è un dato personale.',
  },
  6: {
    title: 'Liceità del trattamento',
    fulcro:
      'La piattaforma non sceglie alcuna base giuridica: tratta i dati dei dispositivi e degli account solo come stabilisce la tua configurazione.',
    customer:
      "Scegli e documenta una base giuridica per ogni finalità, per esempio il contratto con l'utente finale, il consenso o un legittimo interesse.",
  },
  7: {
    title: 'Condizioni per il consenso',
    fulcro:
      "Lo schema delle identità di un realm può registrare le scelte di consenso come trait, che l'utente finale rivede e modifica da solo nel flusso delle impostazioni.",
    fulcroLink: '/docs/auth/identities#traits-and-the-identity-schema',
    customer:
      'Formula la richiesta di consenso, decidi quali trattamenti ne dipendono, conservane la prova e interrompi quei trattamenti quando il consenso viene revocato.',
  },
  8: {
    title: "Condizioni applicabili al consenso dei minori in relazione ai servizi della società dell'informazione",
    fulcro:
      'Ogni realm ha le proprie regole di registrazione (aperta o su invito, con indirizzo verificato obbligatorio), che sostengono i controlli che decidi tu.',
    fulcroLink: '/docs/iam/tenants-and-realms#realms',
    customer:
      "Stabilisci se il tuo servizio si rivolge a minori, verifica l'età dove serve e ottieni il consenso di chi esercita la responsabilità genitoriale.",
  },
  9: {
    title: 'Trattamento di categorie particolari di dati personali',
    fulcro:
      'I trait delle identità sono validati da uno schema che scrivi tu: nessun campo sensibile viene raccolto se non lo aggiungi.',
    fulcroLink: '/docs/auth/identities#traits-and-the-identity-schema',
    customer:
      "Verifica se i tuoi dispositivi rivelano dati sulla salute o di altre categorie particolari e, prima di trattarli, fondati su una condizione dell'articolo 9, paragrafo 2.",
  },
  12: {
    title: "Informazioni, comunicazioni e modalità trasparenti per l'esercizio dei diritti dell'interessato",
    fulcro:
      "I flussi self-service permettono all'utente finale di verificare, recuperare e aggiornare il proprio account dalla tua app, e le stesse API consentono al tuo supporto di gestire una richiesta in fretta.",
    fulcroLink: '/docs/auth/authentication-flows',
    customer:
      "Gestisci il processo delle richieste: identifica la persona, rispondi entro il termine dell'articolo 12, paragrafo 3, e spiega con parole semplici cosa hai fatto.",
  },
  13: {
    title: "Informazioni da fornire qualora i dati personali siano raccolti presso l'interessato",
    fulcro:
      'La documentazione indica cosa conserva ogni servizio e per quanto tempo: un punto di partenza per la tua informativa.',
    fulcroLink: '/docs/core/backups-and-data-retention#defaults',
    customer:
      "Scrivi l'informativa e mostrala quando raccogli i dati, per esempio quando un utente finale si registra nella tua app.",
  },
  14: {
    title: "Informazioni da fornire qualora i dati personali non siano stati ottenuti presso l'interessato",
    fulcro:
      'Il registro dei thing indica da quale dispositivo arriva ogni lettura, così puoi ricostruire i dati che ti giungono tramite installatori o rivenditori.',
    fulcroLink: '/docs/core/connectables#things-registry',
    customer:
      'Informa le persone di cui ottieni i dati in modo indiretto, come gli occupanti di un edificio in cui sono installati i tuoi dispositivi.',
  },
  15: {
    title: "Diritto di accesso dell'interessato",
    fulcro:
      "Who-am-I restituisce un'identità con i suoi trait; Exporter trasforma lo storico di un dispositivo in CSV, XLSX, PDF o JSON da allegare alla tua risposta.",
    fulcroLink: '/fulcro-exporter',
    customer:
      "Verifica chi fa la richiesta, raccogli anche i dati che tieni negli altri sistemi e invia la copia con le informazioni elencate dall'articolo 15.",
  },
  16: {
    title: 'Diritto di rettifica',
    fulcro:
      "L'utente finale corregge da solo il proprio profilo nel flusso delle impostazioni; gli amministratori correggono identità e metadati dei thing in Fulcro Control o tramite API.",
    fulcroLink: '/fulcro-auth',
    customer: 'Offri la schermata delle impostazioni nella tua app e correggi gli stessi dati ovunque tu li conservi.',
  },
  17: {
    title: "Diritto alla cancellazione («diritto all'oblio»)",
    fulcro: `Eliminare un'identità chiude le sue sessioni e le sue proprietà sui dispositivi; eliminare un thing cancella subito i suoi dati attivi; le copie nei backup scadono entro ${retentionDefaults.backupsKeptDays} giorni e l'erasure hook avvisa gli altri tuoi sistemi.`,
    fulcroLink: '/docs/core/backups-and-data-retention#gdpr-erasure-hook',
    customer:
      'Valuta se la richiesta va accolta, avvia le cancellazioni, elimina le copie fuori dalla piattaforma e comunica alla persona quando scadono i backup.',
  },
  18: {
    title: 'Diritto di limitazione di trattamento',
    fulcro:
      "Un'identità inattiva non può accedere e un connectable sospeso non può inviare dati, mentre i dati già conservati restano al loro posto.",
    fulcroLink: '/docs/core/connectables#states',
    customer:
      'Stabilisci quando si applica la limitazione, restringi con le policy IAM chi può leggere i dati conservati e avvisa la persona prima di revocarla.',
  },
  19: {
    title: 'Obbligo di notifica in caso di rettifica o cancellazione dei dati personali o limitazione del trattamento',
    fulcro:
      "L'erasure hook invia una chiamata firmata ai tuoi sistemi dopo ogni cancellazione di un thing o di un'identità, così anche le copie a valle possono seguire.",
    fulcroLink: '/docs/core/backups-and-data-retention#gdpr-erasure-hook',
    customer:
      "Tieni l'elenco dei destinatari a cui hai trasmesso i dati, comunica loro rettifiche, cancellazioni e limitazioni e indicali all'interessato se li chiede.",
  },
  20: {
    title: 'Diritto alla portabilità dei dati',
    fulcro: `Exporter fornisce i dati in formati strutturati e leggibili da dispositivo automatico (CSV, JSON, XLSX); le esportazioni vengono eliminate dopo ${retentionDefaults.exportsKeptDays} giorni di default.`,
    fulcroLink: '/fulcro-exporter',
    customer:
      'Seleziona i dati forniti dalla persona, consegnali in un formato che può riutilizzare e trasmettili a un altro titolare quando è tecnicamente fattibile.',
  },
  21: {
    title: 'Diritto di opposizione',
    fulcro:
      'La piattaforma esegue solo le regole, le esportazioni e le notifiche che configuri: interrompere un trattamento significa rimuoverne la configurazione.',
    fulcroLink: '/fulcro-rules-engine',
    customer:
      "Valuta ogni opposizione, interrompi i trattamenti basati sul legittimo interesse o sul marketing diretto quando la persona si oppone e registra l'esito.",
  },
  22: {
    title: 'Processo decisionale automatizzato relativo alle persone fisiche, compresa la profilazione',
    fulcro:
      "Ogni volta che una regola scatta, il motore di regole registra un evento e uno snapshot del thing in quel momento, utile per spiegare perché è partita un'azione automatica.",
    fulcroLink: '/fulcro-rules-engine',
    customer:
      'Stabilisci se una decisione automatizzata produce effetti giuridici o comunque significativi sulle persone e, in quel caso, prevedi un intervento umano.',
  },
  24: {
    title: 'Responsabilità del titolare del trattamento',
    fulcro:
      'Questa mappa, la documentazione e le misure di sicurezza della piattaforma ti danno materiale per la responsabilizzazione che devi dimostrare.',
    fulcroLink: '/fulcro-gdpr/highlights',
    customer:
      'Adotta politiche di protezione dei dati, scegli misure adeguate e sii in grado di dimostrare la conformità: nessuna piattaforma può farlo al posto tuo.',
  },
  25: {
    title: 'Protezione dei dati fin dalla progettazione e protezione per impostazione predefinita',
    fulcro: `L'accesso è negato se un ruolo o una policy non lo consente, ogni connectable ha bisogno del proprio certificato, le password vengono confrontate con le violazioni note (la ${passwordBreachCheck.service} di ${passwordBreachCheck.provider} riceve solo i primi ${passwordBreachCheck.hashPrefixHexChars} caratteri esadecimali dell'hash ${passwordBreachCheck.hash} della password) e i limiti di conservazione valgono dal primo giorno.`,
    fulcroLink: '/docs/iam/intro#how-a-request-is-decided',
    customer:
      'Mantieni rigorose queste impostazioni quando configuri realm, ruoli e conservazione, e progetta le tue app con lo stesso criterio.',
  },
  28: {
    title: 'Responsabile del trattamento',
    fulcro: `Su un'istanza ospitata Fulcro S.r.l. è il tuo responsabile del trattamento secondo l'accordo sul trattamento dei dati pubblicato, che riporta le clausole dell'articolo 28, paragrafo 3, e ti avvisa di una violazione al più tardi entro ${processing.breachNotificationHours} ore; i sub-responsabili hanno una pagina loro. In un'installazione Enterprise ospitata da te i dati restano nel tuo cluster.`,
    fulcroLink: '/legal/data-processing-agreement',
    customer:
      'Concorda nel contratto le condizioni del trattamento, verifica le garanzie offerte e inserisci Fulcro tra i tuoi responsabili.',
  },
  30: {
    title: 'Registri delle attività di trattamento',
    fulcro:
      'Il registro dei thing, gli utenti, i team e i ruoli di IAM e le impostazioni di conservazione mostrano cosa contiene la piattaforma e chi può raggiungerlo.',
    fulcroLink: '/docs/iam/users-and-teams',
    customer:
      'Tieni tu il registro delle attività di trattamento, con finalità, categorie di dati e di interessati, destinatari e termini di cancellazione.',
  },
  32: {
    title: 'Sicurezza del trattamento',
    fulcro: `TLS reciproco (mTLS) con un certificato ${certificates.algorithm} per ogni dispositivo, un'autorità di certificazione per tenant, backup cifrati, isolamento tra tenant, controllo degli accessi con negazione predefinita e verifica delle password violate.`,
    fulcroLink: '/docs/provisioning/intro#why-mutual-tls',
    customer:
      "Proteggi le chiavi nell'hardware dei dispositivi, limita chi ha ruoli da amministratore, metti in sicurezza le tue app e verifica regolarmente le misure.",
  },
  33: {
    title: "Notifica di una violazione dei dati personali all'autorità di controllo",
    fulcro: `Il monitoraggio segnala messaggi rifiutati e certificati in scadenza; sessioni, identità e certificati dei dispositivi si revocano subito per contenere un incidente; come responsabile del trattamento, Fulcro ti avvisa di una violazione al più tardi entro ${processing.breachNotificationHours} ore.`,
    fulcroLink: '/fulcro-monitoring',
    customer: `Valuta la violazione, notificala all'autorità di controllo entro ${gdprDeadlines.breachNotificationHours} ore da quando ne sei venuto a conoscenza e documenta ogni violazione.`,
  },
  34: {
    title: "Comunicazione di una violazione dei dati personali all'interessato",
    fulcro:
      'Le notifiche inviano email, push e SMS con i tuoi modelli e il tuo marchio, così raggiungi gli utenti finali coinvolti.',
    fulcroLink: '/fulcro-notifications',
    customer:
      'Valuta se la violazione presenta un rischio elevato per le persone e scrivi il messaggio con un linguaggio semplice e chiaro.',
  },
  35: {
    title: "Valutazione d'impatto sulla protezione dei dati",
    fulcro:
      'La documentazione dei flussi di dati, della conservazione e delle misure di sicurezza della piattaforma alimenta la tua valutazione.',
    fulcroLink: '/docs/intro/architecture-overview',
    customer:
      'Svolgi la valutazione quando un trattamento può presentare un rischio elevato, per esempio il monitoraggio continuo dentro le abitazioni.',
  },
  36: {
    title: 'Consultazione preventiva',
    fulcro:
      "Le stesse descrizioni delle misure della piattaforma possono accompagnare la tua consultazione dell'autorità.",
    customer:
      "Consulta l'autorità di controllo prima del trattamento quando la valutazione mostra un rischio elevato che le tue misure non riducono.",
  },
  37: {
    title: 'Designazione del responsabile della protezione dei dati',
    fulcro:
      'Nessuna funzione della piattaforma: questa mappa è scritta perché il tuo responsabile della protezione dei dati possa esaminare la piattaforma in poco tempo.',
    customer:
      'Designa un responsabile della protezione dei dati quando il Regolamento lo richiede e pubblica i suoi dati di contatto.',
  },
  44: {
    title: 'Principio generale per il trasferimento',
    fulcro: `Le istanze ospitate girano in ${instanceRegion} con i backup in ${backupRegion}, quindi per impostazione predefinita nulla esce dal SEE; la pagina dei sub-responsabili dice quali servizi trasferirebbero dati e quando. Con Enterprise puoi ospitare la piattaforma sul tuo cluster Kubernetes (collaudata su ${kubernetes}) o scegliere un'altra regione.`,
    fulcroLink: '/legal/sub-processors',
    customer:
      "Sappi dove sono ospitati la tua istanza e i suoi backup e assicurati che ogni trasferimento fuori dall'UE rispetti le condizioni del capo V.",
  },
  45: {
    title: 'Trasferimento sulla base di una decisione di adeguatezza',
    fulcro:
      "Gli unici sub-responsabili fuori dal SEE, i servizi push di Apple e di Google, trattano dati solo se invii notifiche push. Ogni trasferimento avviene nel quadro del Data Privacy Framework UE–USA, coperto dalla decisione di adeguatezza della Commissione del 10 luglio 2023, se il fornitore è certificato, e altrimenti con clausole contrattuali tipo. Un'installazione ospitata da te conserva i dati nella regione del cluster che scegli; le sue notifiche push e le domande a Copilot vanno dove le mandano gli account e l'endpoint del modello che configuri tu.",
    fulcroLink: '/legal/sub-processors',
    customer:
      'Verifica che il paese di destinazione sia coperto da una decisione di adeguatezza prima di farvi affidamento.',
  },
  46: {
    title: 'Trasferimento soggetto a garanzie adeguate',
    fulcro:
      'Per i servizi push, un fornitore non certificato nel quadro del Data Privacy Framework UE–USA trasferisce i dati con clausole contrattuali tipo. Le garanzie di ogni altro trasferimento si stabiliscono nei contratti tra le parti.',
    customer:
      'Adotta clausole contrattuali tipo o altre garanzie per ogni trasferimento non coperto da una decisione di adeguatezza.',
  },
});
