import {product} from '@site/src/data/product';
import {ingestion} from '@site/src/data/platform';
import type {HomeContent} from '@site/src/components/Home/content';

/** MQTT versions from the data, as a list in English ("3.1.1 and 5"), the way `<Fact>` writes lists. */
const mqttVersions = new Intl.ListFormat('en', {type: 'conjunction'}).format(ingestion.mqttVersions);

/** The home page's English copy (the Italian is in i18n/it/docusaurus-plugin-content-pages/_home-content.ts). */
export const homeContent: HomeContent = {
  meta: {
    title: 'Industrial IoT platform for connected devices',
    description:
      'Fulcro connects, manages and improves connected devices: cloud services, the Fulcro Edge agent, AI anomaly detection, a device-management app and a GDPR compliance map.',
  },
  hero: {
    eyebrow: 'Industrial IoT platform',
    title: `${product.name}: connect, manage and improve the devices you make`,
    subtitle:
      'Cloud services, an edge agent, an AI add-on and a device-management app, ready for makers of HVAC systems, vending machines, smart-home products, pool and spa equipment and industrial washing machines.',
    explore: 'Explore the platform',
    plans: 'See plans',
  },
  platform: {
    title: 'One platform, every layer of your product',
    intro:
      'Use the parts you need today and add the rest as your fleet grows. They share one identity, one data model and one API style.',
    cards: {
      cloud: {
        title: 'Cloud services',
        description:
          'Ingestion over MQTT, HTTP and WebSocket, time-series storage, identity and access management with tenants and teams, provisioning, remote initialization, manufacturing, resources with generated JSON:API endpoints, device ownership, notifications, payments, exports, rules and monitoring.',
      },
      edge: {
        title: 'Fulcro Edge',
        description:
          'An agent for Linux gateways with a local broker for your own services, store-and-forward, over-the-air updates, local rules and system monitoring. Run it as the owner of the device or as a sidecar next to your application.',
      },
      ai: {
        title: 'Fulcro AI',
        description:
          'Anomaly detection and forecasting on the time series your devices already send, and with the Full plan automated re-training as your fleet changes.',
      },
      control: {
        title: 'Fulcro Control',
        description:
          'The device-management app for your operations team: fleet overview, configuration, firmware rollouts, and a visual flow editor to automate without code.',
      },
      copilot: {
        title: 'Fulcro Copilot',
        description:
          'An assistant that answers questions about your fleet and the platform in plain language and helps you find the right setting or page.',
      },
      gdpr: {
        title: 'GDPR compliance map',
        description:
          'Each GDPR article that concerns connected products, mapped to the platform feature that helps you meet it, so your data-protection officer can check the work.',
      },
    },
  },
  howItWorks: {
    title: 'From the first message to a managed fleet',
    cards: {
      connect: {
        title: 'Connect',
        description: `Devices and gateways get their own X.509 certificate from your tenant’s certificate authority and connect over MQTT ${mqttVersions} with TLS. They send SenML, as JSON or CBOR; you read it back as SenML or plain JSON.`,
      },
      manage: {
        title: 'Manage',
        description:
          'Register connectables in bulk from the factory, let end users claim and share their devices, roll firmware out in stages and give every team exactly the access it needs.',
      },
      act: {
        title: 'Act',
        description:
          'Turn events into rules, e-mails, push messages and webhooks; export reports in CSV, XLSX, PDF or JSON; watch the fleet and the platform from one place.',
      },
    },
  },
  audiences: {
    title: 'Built for the people who ship connected products',
    cards: {
      managers: {
        title: 'For managers',
        description:
          'Ship a connected product without building an IoT team from scratch. Plans with clear device and user limits, quotes without surprises, and a platform that is already multi-tenant, secure and GDPR-aware.',
      },
      developers: {
        title: 'For software developers',
        description:
          'Open protocols, documented REST APIs, a command-line tool and an edge agent that runs your own services. Start with a five-step quickstart and send your first message in minutes.',
      },
    },
  },
  industries: {
    title: 'An IoT platform for makers of connected equipment',
    intro: 'Fulcro is designed for makers of equipment that runs for years in the field and must not fail quietly.',
    cards: {
      hvac: {
        title: 'HVAC',
        description: 'Boilers, heat pumps and air handlers monitored remotely, with alarms before the customer calls.',
      },
      vending: {
        title: 'Vending machines',
        description: 'Stock levels, sales and faults reported in real time so routes are planned on data.',
      },
      'smart-home': {
        title: 'Smart home',
        description:
          'Consumer apps where families claim and share devices, with accounts and data tools that help you meet your GDPR duties from day one; compliance stays yours.',
      },
      pool: {
        title: 'Pool and spa',
        description:
          'Water chemistry, temperature and pumps controlled from anywhere, with alerts when pH or chlorine drift.',
      },
      washing: {
        title: 'Industrial washing machines',
        description:
          'Cycle counts, detergent dosing and maintenance schedules for laundries and their service partners.',
      },
    },
  },
  callToAction: {
    title: 'Ready when your devices are',
    text: 'Pick a plan and request a free evaluation instance yourself, or tell us about your product first. Either way a quote follows: every price is by quote and excludes VAT.',
    actions: {
      pricing: 'Compare plans',
      checkout: 'Create your instance',
      contact: 'Ask for a quote',
      docs: 'Read the documentation',
    },
  },
};
