/**
 * The pages of other vendors' documentation that the site cites: the
 * comparison pages (/fulcro-vs-thingsboard, /fulcro-vs-aws,
 * /fulcro-vs-custom-projects) and any page that compares Fulcro with another
 * product. A page cites one with `<Source of="id" />`; plugins/remark/sources
 * writes the link and "checked on {date}" into the page when it is compiled,
 * so a claim about another product always shows where it comes from and when
 * someone last read that page.
 *
 * Rules (contributing/content.md, "Claims about other products"):
 * - `url` is the vendor's own page (its documentation, its repository), the
 *   page that states the claim, for the edition the claim is about (a
 *   Community Edition claim cites a Community Edition page);
 * - `checkedOn` is the day someone read the page and found the claim there;
 *   change it only after reading the page again;
 * - `title` names the page as the vendor titles it, in the vendor's language.
 */
export type VendorSource = {
  vendor: 'ThingsBoard' | 'AWS' | 'Eclipse Foundation' | 'Keycloak' | 'Tiger Data';
  title: string;
  url: string;
  /** ISO date, YYYY-MM-DD. */
  checkedOn: string;
};

const checked = '2026-12-07';

export const vendorSources = {
  // ThingsBoard Community Edition (CE), Professional Edition (PE), Cloud and Edge.
  'thingsboard.licence': {
    vendor: 'ThingsBoard',
    title: 'thingsboard/thingsboard: README, Licenses',
    url: 'https://github.com/thingsboard/thingsboard#licenses',
    checkedOn: checked,
  },
  'thingsboard.license-server': {
    vendor: 'ThingsBoard',
    title: 'License Server: managing instances',
    url: 'https://thingsboard.io/docs/license-server/instance/',
    checkedOn: checked,
  },
  'thingsboard.cloud': {
    vendor: 'ThingsBoard',
    title: 'ThingsBoard Cloud: Cloud architecture',
    url: 'https://thingsboard.io/docs/paas/reference/architecture/',
    checkedOn: checked,
  },
  'thingsboard.connectivity': {
    vendor: 'ThingsBoard',
    title: 'IoT Device Connectivity Guide',
    url: 'https://thingsboard.io/docs/connect-iot-devices/',
    checkedOn: checked,
  },
  'thingsboard.telemetry': {
    vendor: 'ThingsBoard',
    title: 'Working with telemetry data (CE)',
    url: 'https://thingsboard.io/docs/user-guide/telemetry/',
    checkedOn: checked,
  },
  'thingsboard.database': {
    vendor: 'ThingsBoard',
    title: 'Database layer',
    url: 'https://thingsboard.io/docs/reference/architecture/database/',
    checkedOn: checked,
  },
  'thingsboard.roles-ce': {
    vendor: 'ThingsBoard',
    title: 'Roles (CE)',
    url: 'https://thingsboard.io/docs/user-guide/roles/',
    checkedOn: checked,
  },
  'thingsboard.roles-pe': {
    vendor: 'ThingsBoard',
    title: 'Role-Based Access Control (PE)',
    url: 'https://thingsboard.io/docs/pe/user-guide/roles/',
    checkedOn: checked,
  },
  'thingsboard.integrations': {
    vendor: 'ThingsBoard',
    title: 'HTTP Integration (PE feature)',
    url: 'https://thingsboard.io/docs/user-guide/integrations/http/',
    checkedOn: checked,
  },
  'thingsboard.white-labeling': {
    vendor: 'ThingsBoard',
    title: 'White-labeling (PE)',
    url: 'https://thingsboard.io/docs/pe/user-guide/white-labeling/',
    checkedOn: checked,
  },
  'thingsboard.ota': {
    vendor: 'ThingsBoard',
    title: 'Over-the-air firmware and software updates (CE)',
    url: 'https://thingsboard.io/docs/user-guide/ota-updates/',
    checkedOn: checked,
  },
  'thingsboard.claiming': {
    vendor: 'ThingsBoard',
    title: 'Claiming devices (CE)',
    url: 'https://thingsboard.io/docs/user-guide/claiming-devices/',
    checkedOn: checked,
  },
  'thingsboard.provisioning': {
    vendor: 'ThingsBoard',
    title: 'Device provisioning (CE)',
    url: 'https://thingsboard.io/docs/user-guide/device-provisioning/',
    checkedOn: checked,
  },
  'thingsboard.edge': {
    vendor: 'ThingsBoard',
    title: 'ThingsBoard Edge: Edge instance',
    url: 'https://thingsboard.io/docs/edge/key-concepts/edge-instance/',
    checkedOn: checked,
  },
  'thingsboard.iot-gateway': {
    vendor: 'ThingsBoard',
    title: 'thingsboard/thingsboard-gateway: Gateway features',
    url: 'https://github.com/thingsboard/thingsboard-gateway#gateway-features',
    checkedOn: checked,
  },
  'thingsboard.edge-repo': {
    vendor: 'ThingsBoard',
    title: 'thingsboard/thingsboard-edge',
    url: 'https://github.com/thingsboard/thingsboard-edge',
    checkedOn: checked,
  },

  // AWS IoT Core and its companion services.
  'aws.iot-core': {
    vendor: 'AWS',
    title: 'AWS IoT Core documentation',
    url: 'https://aws.amazon.com/documentation-overview/iot-core/',
    checkedOn: checked,
  },
  'aws.mqtt': {
    vendor: 'AWS',
    title: 'AWS IoT Core: MQTT',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/mqtt.html',
    checkedOn: checked,
  },
  'aws.protocols': {
    vendor: 'AWS',
    title: 'AWS IoT Core: Device communication protocols',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/protocols.html',
    checkedOn: checked,
  },
  'aws.payload': {
    vendor: 'AWS',
    title: 'AWS IoT Core: MQTT message payload',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/topicdata.html',
    checkedOn: checked,
  },
  'aws.rule-actions': {
    vendor: 'AWS',
    title: 'AWS IoT rule actions',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/iot-rule-actions.html',
    checkedOn: checked,
  },
  'aws.timestream-change': {
    vendor: 'AWS',
    title: 'Amazon Timestream for LiveAnalytics availability change',
    url: 'https://docs.aws.amazon.com/timestream/latest/developerguide/AmazonTimestreamForLiveAnalytics-availability-change.html',
    checkedOn: checked,
  },
  'aws.device-management': {
    vendor: 'AWS',
    title: 'AWS IoT Device Management documentation',
    url: 'https://aws.amazon.com/documentation-overview/iot-devicemanagement/',
    checkedOn: checked,
  },
  'aws.fleet-indexing': {
    vendor: 'AWS',
    title: 'AWS IoT Core: Fleet indexing',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/iot-indexing.html',
    checkedOn: checked,
  },
  'aws.fleet-provisioning': {
    vendor: 'AWS',
    title: 'Provisioning devices that don’t have device certificates using fleet provisioning',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/provision-wo-cert.html',
    checkedOn: checked,
  },
  'aws.jobs': {
    vendor: 'AWS',
    title: 'AWS IoT Jobs',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/iot-jobs.html',
    checkedOn: checked,
  },
  'aws.jobs-rollout': {
    vendor: 'AWS',
    title: 'How job configurations work: rollout, scheduling and abort',
    url: 'https://docs.aws.amazon.com/iot/latest/developerguide/jobs-configurations-details.html',
    checkedOn: checked,
  },
  'aws.device-defender': {
    vendor: 'AWS',
    title: 'Using AWS IoT Device Defender with other AWS services',
    url: 'https://docs.aws.amazon.com/iot-device-defender/latest/devguide/dd-integration.html',
    checkedOn: checked,
  },
  'aws.greengrass': {
    vendor: 'AWS',
    title: 'AWS IoT Greengrass documentation',
    url: 'https://aws.amazon.com/documentation-overview/iot-greengrass/',
    checkedOn: checked,
  },
  'aws.pricing-details': {
    vendor: 'AWS',
    title: 'AWS IoT Core pricing: additional details',
    url: 'https://aws.amazon.com/iot-core/pricing/additional-details/',
    checkedOn: checked,
  },
  'aws.endpoints': {
    vendor: 'AWS',
    title: 'AWS IoT Core endpoints and quotas',
    url: 'https://docs.aws.amazon.com/general/latest/gr/iot-core.html',
    checkedOn: checked,
  },

  // Open-source building blocks of an in-house platform.
  'mosquitto.home': {
    vendor: 'Eclipse Foundation',
    title: 'Eclipse Mosquitto',
    url: 'https://mosquitto.org/',
    checkedOn: checked,
  },
  'hawkbit.rollouts': {
    vendor: 'Eclipse Foundation',
    title: 'Eclipse hawkBit: Rollout management',
    url: 'https://eclipse.dev/hawkbit/concepts/rollout-management/',
    checkedOn: checked,
  },
  'keycloak.realms': {
    vendor: 'Keycloak',
    title: 'Keycloak Server Administration Guide: Configuring realms',
    url: 'https://www.keycloak.org/docs/latest/server_admin/index.html#configuring-realms',
    checkedOn: checked,
  },
  'timescaledb.downsampling': {
    vendor: 'Tiger Data',
    title: 'TimescaleDB: Data retention with continuous aggregates',
    url: 'https://www.tigerdata.com/docs/use-timescale/latest/data-retention/data-retention-with-continuous-aggregates',
    checkedOn: checked,
  },
} as const satisfies Record<string, VendorSource>;

export type VendorSourceId = keyof typeof vendorSources;

/** The source `id` names, or undefined. */
export function lookupSource(id: string): VendorSource | undefined {
  return (vendorSources as Record<string, VendorSource>)[id];
}
