import { extractText } from 'unpdf';
import { validateFattura as validate } from '../../test/fatturapa-schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stampDutyWording, vatRegimeWording, type VatRegime } from '@app/contracts/money';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  bookingToInvoice,
  buyerDetails,
  companyOf,
  openPurchaseOrder,
  person,
  sellerDetails,
  setBilling,
  type Person,
} from './invoice-fixtures.ts';

let t: TestApp;
let buyer: Person;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await person(t);
  companyId = await companyOf(t, [buyer.id]);
  await setBilling(t, { companyId }, buyerDetails);
});
afterAll(() => t.close());

async function invoiceOf(regime: VatRegime, language = 'it') {
  const seller = await person(t, 'provider');
  await setBilling(t, { userId: seller.id }, sellerDetails(regime));
  const bookingId = await bookingToInvoice(t, {
    buyerId: buyer.id,
    providerId: seller.id,
    companyId,
  });
  const order = await openPurchaseOrder(t, { id: bookingId, companyId, providerId: seller.id });
  const reply = await seller.call('issueInvoice', { bookingId, language });
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  const invoice = reply.invoice as { id: number; number: string };
  return { seller, invoice, order };
}

describe('FatturaPA XML', () => {
  it.each([
    ['standard', null],
    ['exempt_training', 'N4'],
    ['flat_rate', 'N2.2'],
    ['reverse_charge', 'N2.1'],
  ] as const)('%s validates against the official schema (Natura %s)', async (regime, natura) => {
    const { seller, invoice, order } = await invoiceOf(regime);
    const response = await buyer.get(`/inc/documents/invoices/${invoice.id}.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="IT01234567890_F[0-9A-Z]{4}\.xml"$/,
    );
    const xml = response.body;
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The check has teeth: a wrong document type does not pass.
    expect((await validate(xml.replace('TD01', 'TD99'))).valid).toBe(false);
    expect(xml).toContain('<TipoDocumento>TD01</TipoDocumento>');
    expect(xml).toContain('<ModalitaPagamento>MP05</ModalitaPagamento>');
    expect(xml).toContain('<IBAN>IT60X0542811101000000123456</IBAN>');
    expect(xml).toContain(`<IdDocumento>${order.number}</IdDocumento>`);
    expect(xml).toContain('<CodiceDestinatario>ABC1234</CodiceDestinatario>');
    expect(xml).toContain(
      `<RegimeFiscale>${regime === 'flat_rate' ? 'RF19' : 'RF01'}</RegimeFiscale>`,
    );
    if (natura === 'N2.1') {
      // Reverse charge: no stamp duty (the seller is abroad; no Italian stamp is due).
      expect(xml).toContain(`<Natura>${natura}</Natura>`);
      expect(xml).not.toContain('<DatiBollo>');
      expect(xml).toContain('<ImportoTotaleDocumento>300.00</ImportoTotaleDocumento>');
    } else if (natura) {
      expect(xml).toContain(`<Natura>${natura}</Natura>`);
      expect(xml).toContain('<RiferimentoNormativo>');
      // Without VAT above 77,47 €: the virtual stamp, charged on as a line outside VAT (N1).
      expect(xml).toMatch(
        /<DatiBollo>\s*<BolloVirtuale>SI<\/BolloVirtuale>\s*<ImportoBollo>2\.00<\/ImportoBollo>\s*<\/DatiBollo>/,
      );
      expect(xml).toMatch(
        /<AliquotaIVA>0\.00<\/AliquotaIVA>\s*<Natura>N1<\/Natura>\s*<ImponibileImporto>2\.00<\/ImponibileImporto>/,
      );
      expect(xml).toContain('<ImportoTotaleDocumento>302.00</ImportoTotaleDocumento>');
      expect(xml).toContain('<ImportoPagamento>302.00</ImportoPagamento>');
    } else {
      expect(xml).not.toContain('<Natura>');
      expect(xml).toContain('<AliquotaIVA>22.00</AliquotaIVA>');
      expect(xml).toContain('<Imposta>66.00</Imposta>');
      expect(xml).toContain('<ImportoTotaleDocumento>366.00</ImportoTotaleDocumento>');
      expect(xml).not.toContain('<DatiBollo>');
    }
    // The seller reads the same file.
    expect((await seller.get(`/inc/documents/invoices/${invoice.id}.xml`)).body).toBe(xml);
  });

  it('a seller who bears the stamp duty declares it without a line; 77,47 € or less bear none', async () => {
    const seller = await person(t, 'provider');
    await setBilling(
      t,
      { userId: seller.id },
      {
        ...sellerDetails('flat_rate'),
        stampDutyCharged: false,
      },
    );
    const xmlOf = async (unitPriceMinor: number, quantity: number) => {
      const netMinor = unitPriceMinor * quantity;
      const bookingId = await bookingToInvoice(
        t,
        { buyerId: buyer.id, providerId: seller.id, companyId },
        {
          unitPriceMinor,
          quantity,
          netMinor,
          vatRateBasisPoints: 0,
          vatMinor: 0,
          grossMinor: netMinor,
        },
      );
      const reply = await seller.call('issueInvoice', { bookingId });
      expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
      const id = (reply.invoice as { id: number }).id;
      const xml = (await buyer.get(`/inc/documents/invoices/${id}.xml`)).body;
      expect((await validate(xml)).errors).toEqual([]);
      return xml;
    };
    const borne = await xmlOf(10_000, 3);
    expect(borne).toContain('<ImportoBollo>2.00</ImportoBollo>');
    expect(borne).not.toContain('<Natura>N1</Natura>');
    expect(borne).toContain('<ImportoTotaleDocumento>300.00</ImportoTotaleDocumento>');
    // 77,47 € exactly is not above the threshold.
    const small = await xmlOf(7747, 1);
    expect(small).not.toContain('<DatiBollo>');
    expect(small).toContain('<ImportoTotaleDocumento>77.47</ImportoTotaleDocumento>');
  });

  it('a credit note is TD04 and names the invoice it cancels', async () => {
    const { seller, invoice } = await invoiceOf('standard');
    const reply = await seller.call('creditInvoice', { id: invoice.id, reason: 'Cancelled' });
    const note = reply.creditNote as { id: number; number: string };
    const response = await buyer.get(`/inc/documents/invoices/${note.id}.xml`);
    expect(response.headers['content-disposition']).toMatch(/_N[0-9A-Z]{4}\.xml"$/);
    const result = await validate(response.body);
    expect(result.errors).toEqual([]);
    expect(response.body).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(response.body).toMatch(
      new RegExp(`<DatiFattureCollegate>\\s*<IdDocumento>${invoice.number}</IdDocumento>`),
    );
    expect(response.body).not.toContain('<DatiPagamento>');
  });

  it.each([
    ['a seller abroad', sellerDetails('reverse_charge', 'DE')],
    ['an Italian seller without a VAT id', { ...sellerDetails(), vatId: null }],
  ])('is not offered to %s, in the detail as in the download', async (_who, details) => {
    const seller = await person(t, 'provider');
    await setBilling(t, { userId: seller.id }, details);
    const bookingId = await bookingToInvoice(t, {
      buyerId: buyer.id,
      providerId: seller.id,
      companyId,
    });
    const reply = await seller.call('issueInvoice', { bookingId });
    const id = (reply.invoice as { id: number }).id;
    expect((await seller.call('invoiceDetail', { id })).hasXml).toBe(false);
    expect((await seller.get(`/inc/documents/invoices/${id}.xml`)).statusCode).toBe(404);
  });

  it('names a private buyer abroad (no VAT id) by country and the generic code', async () => {
    const seller = await person(t, 'provider');
    await setBilling(t, { userId: seller.id }, sellerDetails());
    const privateBuyer = await person(t);
    await setBilling(
      t,
      { userId: privateBuyer.id },
      {
        legalName: 'Jürgen Weiß',
        street: 'Hauptstraße 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
        vatId: null,
        taxCode: null,
      },
    );
    const bookingId = await bookingToInvoice(t, {
      buyerId: privateBuyer.id,
      providerId: seller.id,
    });
    const reply = await seller.call('issueInvoice', { bookingId });
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
    const id = (reply.invoice as { id: number }).id;
    expect((await privateBuyer.call('invoiceDetail', { id })).hasXml).toBe(true);
    const response = await privateBuyer.get(`/inc/documents/invoices/${id}.xml`);
    expect(response.statusCode).toBe(200);
    const result = await validate(response.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The schema leaves both ids optional; the SDI refuses a buyer with neither (error 00417).
    const buyerBlock = /<CessionarioCommittente>([\s\S]*)<\/CessionarioCommittente>/.exec(
      response.body,
    )?.[1];
    expect(buyerBlock).toMatch(
      /<IdFiscaleIVA>\s*<IdPaese>DE<\/IdPaese>\s*<IdCodice>99999999999<\/IdCodice>\s*<\/IdFiscaleIVA>/,
    );
    expect(buyerBlock).not.toContain('<CodiceFiscale>');
    expect(response.body).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
  });
});

describe('an invoice before the training', () => {
  it('is issued only as an advance: refused without it (no number taken), TD02 with its Causale, and the PDF says so', async () => {
    const seller = await person(t, 'provider');
    await setBilling(t, { userId: seller.id }, sellerDetails('standard'));
    const startsAt = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    startsAt.setUTCHours(8, 0, 0, 0);
    const bookingId = await bookingToInvoice(
      t,
      { buyerId: buyer.id, providerId: seller.id, companyId },
      { startsAt, endsAt: new Date(startsAt.getTime() + 8 * 60 * 60 * 1000) },
    );
    expect(await seller.call('issueInvoice', { bookingId })).toMatchObject({
      status: false,
      code: 'training_not_held',
    });
    const reply = await seller.call('issueInvoice', { bookingId, advance: 'true' });
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
    const invoice = reply.invoice as { id: number; number: string };
    // The refusal took no number: the advance is the seller's first invoice.
    expect(invoice.number).toMatch(/-0001$/);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(startsAt);
    expect(await buyer.call('invoiceDetail', { id: invoice.id })).toMatchObject({
      invoice: { advanceOf: day },
    });

    const xml = (await buyer.get(`/inc/documents/invoices/${invoice.id}.xml`)).body;
    expect((await validate(xml)).errors).toEqual([]);
    expect(xml).toContain('<TipoDocumento>TD02</TipoDocumento>');
    expect(xml).toContain(
      `<Causale>Acconto per la formazione del ${day.split('-').reverse().join('/')}</Causale>`,
    );
    const pdf = await buyer.get(`/inc/documents/invoices/${invoice.id}.pdf`);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Fattura di acconto ${invoice.number}`);
    expect(flat).toContain('Emessa in anticipo: la formazione si svolge il');
  });
});

describe('PDF', () => {
  it('carries the number, the totals, the regime’s wording and the IBAN, in the invoice’s language', async () => {
    const { invoice, order } = await invoiceOf('exempt_training', 'en');
    const response = await buyer.get(`/inc/documents/invoices/${invoice.id}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number}.pdf"`,
    );
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Invoice ${invoice.number}`);
    expect(flat).toContain('Formazione Rossi S.r.l.');
    expect(flat).toContain('ACME S.p.A.');
    expect(flat).toContain('IT01234567890');
    expect(flat).toContain('IT09876543210');
    expect(flat).toContain('€302.00');
    expect(flat).toContain('€100.00');
    // The stamp duty: its line charged on, and the note that it was paid virtually.
    expect(flat).toContain(stampDutyWording.line.en);
    expect(flat).toContain(stampDutyWording.note.en);
    expect(flat).toContain('IT60X0542811101000000123456');
    expect(flat).toContain(order.number);
    expect(flat).toContain(vatRegimeWording.exempt_training.en.replace(/\s+/g, ' '));
  });

  it('a credit note says so and names the invoice, in Italian', async () => {
    const { seller, invoice } = await invoiceOf('standard', 'it');
    const reply = await seller.call('creditInvoice', { id: invoice.id, reason: 'Annullato' });
    const note = reply.creditNote as { id: number; number: string };
    const response = await seller.get(`/inc/documents/invoices/${note.id}.pdf`);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Nota di credito ${note.number}`);
    expect(flat).toContain(`Storna integralmente la fattura ${invoice.number}`);
    expect(flat).toMatch(/366,00\s?€/);
  });

  it('is refused to anyone but the parties', async () => {
    const { invoice } = await invoiceOf('standard');
    const stranger = await person(t, 'provider');
    const refused = await stranger.get(`/inc/documents/invoices/${invoice.id}.pdf`);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect((await stranger.get('/inc/documents/invoices/999999.pdf')).statusCode).toBe(404);
    expect((await stranger.get('/inc/documents/invoices/abc.pdf')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `/inc/documents/invoices/${invoice.id}.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});
