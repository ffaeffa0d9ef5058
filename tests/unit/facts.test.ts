import {defaultFormat, formatFact, lookupFact} from '../../src/data/facts';

describe('facts quoted by pages', () => {
  it('finds figures by dotted name, and nothing for a wrong or non-figure name', () => {
    expect(lookupFact('ingestion.mqttTlsPort')).toBe(8883);
    expect(lookupFact('plans.pro.devices')).toBe(20000);
    expect(lookupFact('plans.enterprise.devices')).toBe('unlimited');
    expect(lookupFact('ingestion.nope')).toBeUndefined();
    expect(lookupFact('ingestion')).toBeUndefined();
  });

  it('writes counts, ports, dates, lists and euros in each locale', () => {
    expect(formatFact(20000, 'en')).toBe('20,000');
    expect(formatFact(2000, 'it')).toBe('2.000');
    expect(formatFact(8883, 'it', defaultFormat('ingestion.mqttTlsPort'))).toBe('8883');
    expect(formatFact('2026-12-31', 'en')).toBe('December 31, 2026');
    expect(formatFact('2026-12-31', 'it')).toBe('31 dicembre 2026');
    expect(formatFact(['Amazon EKS', 'Azure AKS', 'Google GKE'], 'it')).toBe('Amazon EKS, Azure AKS e Google GKE');
    expect(formatFact(20_000_000, 'it', 'eur')).toMatch(/^20\.000\.000\s€$/);
  });
});
