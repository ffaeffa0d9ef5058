import {csvCell, submissionColumns, submissionFromRow, toCsv} from '../../scripts/forms-export.mjs';

describe('npm run forms:export', () => {
  it('escapes every cell a spreadsheet would run as a formula', () => {
    for (const formula of [
      '=HYPERLINK("https://evil.example","Click")',
      '+39 02 1234',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ]) {
      expect(csvCell(formula).replace(/^"/, ''), formula).toMatch(/^'/);
    }
    expect(csvCell('Giulia Bianchi')).toBe('Giulia Bianchi');
    expect(csvCell('Acme, S.p.A.')).toBe('"Acme, S.p.A."');
    expect(csvCell('Say "hi"\nthen go')).toBe('"Say ""hi""\nthen go"');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it("writes one row per submission under the sales desk's columns", () => {
    const row = submissionFromRow({
      id: 'msg_1',
      kind: 'contact',
      received_at: '2026-12-07T09:00:00.000Z',
      notified_at: null,
      request_id: 'req_1',
      data: JSON.stringify({
        name: '=HYPERLINK("x")',
        email: 'g@acme.example',
        company: 'Acme',
        requestType: 'quote',
        message: 'a\nb',
        locale: 'it',
      }),
    });
    expect(row).toMatchObject({
      id: 'msg_1',
      kind: 'contact',
      receivedAt: '2026-12-07T09:00:00.000Z',
      notifiedAt: null,
      requestId: 'req_1',
    });
    const csv = toCsv([row], submissionColumns);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(submissionColumns.join(','));
    expect(line).toBe(
      `msg_1,contact,2026-12-07T09:00:00.000Z,,g@acme.example,it,,,,,"'=HYPERLINK(""x"")",Acme,quote,,"a\nb",req_1`,
    );
  });
});
