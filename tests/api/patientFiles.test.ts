/**
 * A patient's files: data-protection (RODO) consents and attachments, uploaded as multipart
 * forms, downloaded as themselves or in base64, attachments removed. The upload cap is 2 MB here,
 * above the app's 1 MiB body limit, so that both the cap and the limit's not getting in its way
 * are tested.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Session,
  addHospital,
  auditCount,
  auditRows,
  documentedOperations,
  signInAs,
} from './administration';
import { fileSizeRefusal, fileTypeRefusal } from '../../domain/files';
import { MINIMAL_JPEG, MINIMAL_PNG } from '../fixtures/files';
import { useTestApp } from './helpers';
import { addPatient } from './patients';

const MEGABYTE = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = MINIMAL_JPEG;
const PNG = MINIMAL_PNG;
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A PDF of exactly this many bytes: white space after its header fills it out. */
const pdfOfSize = (size: number) =>
  Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(size - PDF.length, 0x20), PDF.subarray(9)]);

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A multipart form as a browser sends it: text fields and files with a name and declared type. */
function form(fields: Record<string, string | { name: string; content: Buffer; type?: string }>) {
  const data = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(field, value);
    else {
      data.append(
        field,
        new File([new Uint8Array(value.content)], value.name, { type: value.type ?? '' }),
      );
    }
  }
  return data;
}

const pdf = (name = 'epikryza.pdf') => ({ name, content: PDF, type: 'application/pdf' });

describe('patient files', () => {
  const t = useTestApp({ env: { MAX_UPLOAD_MB: '2' } });
  let hospital: number;
  let otherHospital: number;
  let physician: Session;
  let outsider: Session;
  let coordinator: Session;

  beforeAll(async () => {
    hospital = await addHospital(t.db);
    otherHospital = await addHospital(t.db);
    physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
      hospitals: [hospital],
      firstName: 'Maria',
      lastName: 'Wiśniewska',
    });
    outsider = await signInAs(t, 'ROLE_DATA_ADMINISTRATOR', { hospitals: [otherHospital] });
    coordinator = await signInAs(t, 'ROLE_COORDINATOR', { hospitals: [hospital] });
  });

  const newPatient = async () => (await addPatient(t.db, { hospitals: [hospital] })).id;
  const patientPath = (patientId: number) => `/api/v1/patient/patients/${patientId}`;

  const upload = (
    session: Session,
    patientId: number,
    kind: 'rodo-consents' | 'attachments',
    payload: FormData,
    headers: Record<string, string> = session.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${patientPath(patientId)}/${kind}`,
      headers,
      payload,
    });

  const addAttachment = (
    patientId: number,
    file: { name: string; content: Buffer; type?: string },
    session = physician,
  ) => upload(session, patientId, 'attachments', form({ type: 'DISCHARGE_SUMMARY', file }));

  const addConsent = (patientId: number, date = '2026-02-20', session = physician) =>
    upload(session, patientId, 'rodo-consents', form({ date, file: pdf('zgoda.pdf') }));

  const download = (
    session: Session,
    patientId: number,
    kind: 'rodo-consents' | 'attachments',
    fileId: number,
    query = '',
  ) =>
    t.app.inject({
      method: 'GET',
      url: `${patientPath(patientId)}/${kind}/${fileId}${query}`,
      headers: session.headers,
    });

  const remove = (session: Session, patientId: number, fileId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `${patientPath(patientId)}/attachments/${fileId}`,
      headers: session.headers,
    });

  const storedFiles = async (patientId: number) =>
    t.db.selectFrom('patient_files').selectAll().where('patient_id', '=', patientId).execute();

  describe('upload', () => {
    it('stores an attachment and answers it, with the uploader and the sniffed type', async () => {
      const patientId = await newPatient();
      const response = await addAttachment(patientId, pdf('Epikryza_Łódź.pdf'));
      expect(response.statusCode).toBe(201);
      const file = response.json();
      expect(file).toEqual({
        id: expect.any(Number),
        fileId: file.id,
        kind: 'attachment',
        type: 'DISCHARGE_SUMMARY',
        date: null,
        name: 'Epikryza_Łódź.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        sha256: sha256(PDF),
        uploadedAt: t.clock.now().toISOString(),
        uploadedById: physician.account.id,
        uploadedByName: 'Maria Wiśniewska',
      });
      const content = await t.db
        .selectFrom('patient_file_contents')
        .select('content')
        .where('file_id', '=', file.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(content.content).equals(PDF)).toBe(true);
    });

    it('tells JPEG and PNG by their content, not by the declared type', async () => {
      const patientId = await newPatient();
      const jpeg = await addAttachment(patientId, {
        name: 'skan.jpg',
        content: JPEG,
        type: 'application/octet-stream',
      });
      expect(jpeg.statusCode).toBe(201);
      expect(jpeg.json().contentType).toBe('image/jpeg');
      const png = await addAttachment(patientId, {
        name: 'wynik',
        content: PNG,
        type: 'text/plain',
      });
      expect(png.statusCode).toBe(201);
      expect(png.json()).toMatchObject({
        contentType: 'image/png',
        name: 'wynik.png',
        size: PNG.length,
      });
    });

    it('names a file with the extension of the type its content shows, keeping the base name', async () => {
      const patientId = await newPatient();
      for (const [name, content, stored] of [
        ['wypis.html', PDF, 'wypis.pdf'],
        ['skan.jpg', PDF, 'skan.pdf'],
        ['wypis', PDF, 'wypis.pdf'],
        ['Wyniki 12.03.2026', PDF, 'Wyniki 12.03.2026.pdf'],
        ['zdjęcie.PNG', JPEG, 'zdjęcie.jpg'],
        ['zdjęcie.JPEG', JPEG, 'zdjęcie.JPEG'],
        ['.svg', PNG, 'file.png'],
      ] as const) {
        const response = await addAttachment(patientId, { name, content, type: 'text/html' });
        expect(response.statusCode).toBe(201);
        expect(response.json().name).toBe(stored);
      }
      expect((await storedFiles(patientId)).map((file) => file.name).sort()).toEqual([
        'Wyniki 12.03.2026.pdf',
        'file.png',
        'skan.pdf',
        'wypis.pdf',
        'wypis.pdf',
        'zdjęcie.JPEG',
        'zdjęcie.jpg',
      ]);
    });

    it('refuses a file whose body is not a plausible file of the type its first bytes name', async () => {
      const patientId = await newPatient();
      const before = await auditCount(t.db);
      const pdfText = PDF.toString('latin1');
      for (const content of [
        Buffer.from(pdfText.replace('%%EOF', '')), // no end marker
        Buffer.from(pdfText.replace('%PDF-1.7', '%PDF-')), // no version
        Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n'), // polyglot
        Buffer.concat([PNG.subarray(0, 8), HTML]), // a PNG signature before HTML
        PNG.subarray(0, PNG.length - 12), // no IEND
        JPEG.subarray(0, JPEG.length - 2), // no EOI
        Buffer.concat([JPEG.subarray(0, 2), HTML, JPEG.subarray(-2)]), // SOI, HTML, EOI
      ]) {
        const response = await addAttachment(patientId, { name: 'x.pdf', content });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({
          code: 'unsupported_media_type',
          message: 'Invalid file format',
        });
      }
      expect(await storedFiles(patientId)).toEqual([]);
      expect(await auditCount(t.db)).toBe(before);
    });

    it('keeps only a safe display name of what the browser sent', async () => {
      const patientId = await newPatient();
      const response = await addAttachment(patientId, {
        name: '..\\..\\raport\u202Efdp.exe.pdf',
        content: PDF,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().name).toBe('raportfdp.exe.pdf');
    });

    it('refuses an HTML file named .pdf and sent as application/pdf, in Polish by default', async () => {
      const patientId = await newPatient();
      const before = await auditCount(t.db);
      const disguised = { name: 'epikryza.pdf', content: HTML, type: 'application/pdf' };
      const english = await addAttachment(patientId, disguised);
      expect(english.statusCode).toBe(415);
      expect(english.json()).toMatchObject({
        code: 'unsupported_media_type',
        message: 'Invalid file format',
      });
      const polish = await upload(
        physician,
        patientId,
        'rodo-consents',
        form({ date: '2026-02-20', file: disguised }),
        { authorization: physician.headers.authorization! },
      );
      expect(polish.statusCode).toBe(415);
      expect(polish.json().message).toBe('Nieprawidłowy format pliku');
      expect(await storedFiles(patientId)).toEqual([]);
      expect(await auditCount(t.db)).toBe(before);
    });

    it('takes a file over the app’s 1 MiB body limit, up to the cap exactly', async () => {
      const patientId = await newPatient();
      const atCap = pdfOfSize(2 * MEGABYTE);
      const response = await addAttachment(patientId, { name: 'duży.pdf', content: atCap });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ size: atCap.length, sha256: sha256(atCap) });
    });

    it('refuses a file one byte over the cap with 413, storing nothing', async () => {
      const patientId = await newPatient();
      const before = await auditCount(t.db);
      const response = await addAttachment(patientId, {
        name: 'za-duży.pdf',
        content: pdfOfSize(2 * MEGABYTE + 1),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'payload_too_large',
        message: 'The file is too large (at most 2 MB)',
      });
      expect(await storedFiles(patientId)).toEqual([]);
      expect(await auditCount(t.db)).toBe(before);
    });

    it('tells the browser the cap and the types, and the browser’s rules refuse what the server would', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/patient/file-rules',
        headers: coordinator.headers,
      });
      expect(response.statusCode).toBe(200);
      const rules = response.json() as { maxBytes: number; acceptedTypes: string[] };
      expect(rules).toEqual({
        maxBytes: 2 * MEGABYTE,
        acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      });
      expect(fileSizeRefusal(2 * MEGABYTE, rules.maxBytes)).toBeUndefined();
      expect(fileSizeRefusal(2 * MEGABYTE + 1, rules.maxBytes)).toEqual({
        message: 'errors.fileTooLarge',
        args: { megabytes: 2 },
      });

      const patientId = await newPatient();
      const html = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>');
      expect(fileTypeRefusal(html)).toEqual({ message: 'errors.unsupportedMediaType' });
      const refused = await addAttachment(patientId, { name: 'skan.pdf', content: html });
      expect(refused.statusCode).toBe(415);
      expect(fileTypeRefusal(PDF)).toBeUndefined();
    });

    it('refuses a file name or field holding text PostgreSQL cannot store with 400, storing nothing', async () => {
      const patientId = await newPatient();
      const before = await auditCount(t.db);
      for (const payload of [
        form({ type: 'DISCHARGE_SUMMARY', file: pdf('wypis\u0000.pdf') }),
        form({ type: 'DISCHARGE\u0000', file: pdf() }),
      ]) {
        const response = await upload(physician, patientId, 'attachments', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('bad_request');
      }
      expect(await storedFiles(patientId)).toEqual([]);
      expect(await auditCount(t.db)).toBe(before);
    });

    it('answers a form without a file with 422 on file', async () => {
      const patientId = await newPatient();
      const response = await upload(
        physician,
        patientId,
        'attachments',
        form({ type: 'DISCHARGE_SUMMARY' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual({ file: ['Required field'] });
    });

    it('answers a body that is not a multipart form with 415', async () => {
      const url = `${patientPath(await newPatient())}/attachments`;
      for (const [contentType, payload] of [
        ['application/json', JSON.stringify({ type: 'DISCHARGE_SUMMARY', file: 'JVBERi0=' })],
        ['text/plain', 'DISCHARGE_SUMMARY'],
        ['application/pdf', PDF],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...physician.headers, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(415);
        expect(response.json().code).toBe('unsupported_media_type');
      }
    });

    it('answers a malformed form with 400, not a fault', async () => {
      const url = `${patientPath(await newPatient())}/attachments`;
      const cutShort =
        '--b\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7';
      for (const [contentType, payload] of [
        ['multipart/form-data', 'no boundary'],
        ['multipart/form-data; boundary=b', cutShort],
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...physician.headers, 'content-type': contentType! },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('bad_request');
      }
    });

    it('answers a form with more than one file or many fields with 413', async () => {
      const patientId = await newPatient();
      const twoFiles = form({ type: 'DISCHARGE_SUMMARY', file: pdf() });
      twoFiles.append('file', new File([new Uint8Array(PDF)], 'drugi.pdf'));
      const manyFields = form({ type: 'DISCHARGE_SUMMARY', file: pdf() });
      for (let index = 0; index < 20; index += 1) manyFields.append(`field${index}`, 'x');
      for (const payload of [twoFiles, manyFields]) {
        const response = await upload(physician, patientId, 'attachments', payload);
        expect(response.statusCode).toBe(413);
        expect(response.json().code).toBe('payload_too_large');
      }
      expect(await storedFiles(patientId)).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${patientPath(await newPatient())}/attachments`,
        payload: form({ type: 'DISCHARGE_SUMMARY', file: pdf() }),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('consent', () => {
    it('stores a consent with the day it was signed', async () => {
      const patientId = await newPatient();
      const response = await addConsent(patientId, '2026-03-02');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        kind: 'rodoConsent',
        date: '2026-03-02',
        type: null,
        name: 'zgoda.pdf',
      });
    });

    it('requires a date that exists and is not in the future', async () => {
      const patientId = await newPatient();
      const send = (fields: Record<string, string>) =>
        upload(physician, patientId, 'rodo-consents', form({ ...fields, file: pdf() }));
      const missing = await send({});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().details).toEqual({ date: ['Required field'] });
      for (const date of ['2026-03-03', '2025-02-29', '15.01.2026']) {
        const response = await send({ date });
        expect(response.statusCode).toBe(422);
        expect(response.json().details).toEqual({
          date: ['Invalid consent date (it cannot be in the future)'],
        });
      }
      expect(await storedFiles(patientId)).toEqual([]);
    });
  });

  describe('attachment type', () => {
    it('must be given, and be an active value of the attachment types', async () => {
      const patientId = await newPatient();
      await t.db
        .updateTable('dictionary_entries')
        .set({ active: false })
        .where('type', '=', 'attachmentTypes')
        .where('value', '=', 'OTHER_DOCUMENT')
        .execute();
      const send = (fields: Record<string, string>) =>
        upload(physician, patientId, 'attachments', form({ ...fields, file: pdf() }));
      const missing = await send({});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().details).toEqual({ type: ['Required field'] });
      for (const type of ['NO_SUCH_TYPE', 'OTHER_DOCUMENT', 'discharge_summary']) {
        const response = await send({ type });
        expect(response.statusCode).toBe(422);
        expect(response.json().details).toEqual({ type: ['Invalid value'] });
      }
      expect(await storedFiles(patientId)).toEqual([]);
    });
  });

  describe('download', () => {
    it('gives the file byte for byte under its Polish name, not to be cached', async () => {
      const patientId = await newPatient();
      const content = pdfOfSize(1.5 * MEGABYTE);
      const file = (
        await addAttachment(patientId, { name: 'Epikryza_Łódź.pdf', content, type: 'x/y' })
      ).json();
      const response = await download(physician, patientId, 'attachments', file.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(sha256(response.rawPayload)).toBe(file.sha256);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(content.length),
        'content-disposition': `attachment; filename="Epikryza_Lodz.pdf"; filename*=UTF-8''Epikryza_%C5%81%C3%B3d%C5%BA.pdf`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
    });

    it('serves a PDF uploaded as .html as a PDF, by name and by type', async () => {
      const patientId = await newPatient();
      const file = (
        await addAttachment(patientId, { name: 'wypis.html', content: PDF, type: 'text/html' })
      ).json();
      const response = await download(physician, patientId, 'attachments', file.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="wypis.pdf"; filename*=UTF-8''wypis.pdf`,
      );
    });

    it('serves a file stored under another extension before names followed the type under its type’s', async () => {
      const patientId = await newPatient();
      const file = (await addAttachment(patientId, { name: 'obraz.png', content: PNG })).json();
      await t.db
        .updateTable('patient_files')
        .set({ name: 'obraz.html' })
        .where('id', '=', file.id)
        .execute();
      const response = await download(physician, patientId, 'attachments', file.id);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toContain('filename="obraz.png"');
      const base64 = await download(physician, patientId, 'attachments', file.id, '?base64=true');
      expect(base64.json().name).toBe('obraz.png');
    });

    it('gives the content in base64 inside JSON when asked', async () => {
      const patientId = await newPatient();
      const file = (await addAttachment(patientId, { name: 'obraz.png', content: PNG })).json();
      const response = await download(physician, patientId, 'attachments', file.id, '?base64=true');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toEqual({
        fileId: file.id,
        name: 'obraz.png',
        contentType: 'image/png',
        size: PNG.length,
        sha256: sha256(PNG),
        content: PNG.toString('base64'),
      });
      expect(sha256(Buffer.from(body.content, 'base64'))).toBe(file.sha256);
    });

    it('gives a consent the same ways', async () => {
      const patientId = await newPatient();
      const consent = (await addConsent(patientId)).json();
      const raw = await download(physician, patientId, 'rodo-consents', consent.id);
      expect(raw.statusCode).toBe(200);
      expect(raw.rawPayload.equals(PDF)).toBe(true);
      expect(raw.headers['content-disposition']).toContain('filename="zgoda.pdf"');
      const base64 = await download(
        physician,
        patientId,
        'rodo-consents',
        consent.id,
        '?base64=true',
      );
      expect(Buffer.from(base64.json().content, 'base64').equals(PDF)).toBe(true);
    });

    it('finds a file only under its own kind and its own patient', async () => {
      const patientId = await newPatient();
      const otherPatientId = await newPatient();
      const consent = (await addConsent(patientId)).json();
      const attachment = (await addAttachment(patientId, pdf())).json();
      const asAttachment = await download(physician, patientId, 'attachments', consent.id);
      expect(asAttachment.statusCode).toBe(404);
      expect(asAttachment.json().message).toBe('Attachment file does not exist');
      const asConsent = await download(physician, patientId, 'rodo-consents', attachment.id);
      expect(asConsent.statusCode).toBe(404);
      expect(asConsent.json().message).toBe('Rodo consent does not exist');
      const elsewhere = await download(physician, otherPatientId, 'attachments', attachment.id);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe('Attachment file does not exist');
      const removedAsAttachment = await remove(physician, patientId, consent.id);
      expect(removedAsAttachment.statusCode).toBe(404);
      expect((await download(physician, patientId, 'rodo-consents', consent.id)).statusCode).toBe(
        200,
      );
    });
  });

  describe('removal', () => {
    it('marks an attachment removed: 204, then 404 for download and a second removal', async () => {
      const patientId = await newPatient();
      const file = (await addAttachment(patientId, pdf())).json();
      const response = await remove(physician, patientId, file.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      for (const again of [
        await download(physician, patientId, 'attachments', file.id),
        await remove(physician, patientId, file.id),
      ]) {
        expect(again.statusCode).toBe(404);
        expect(again.json()).toMatchObject({
          code: 'not_found',
          message: 'Attachment file does not exist',
        });
      }
      const [row] = await storedFiles(patientId);
      expect(row).toMatchObject({ id: file.id, deleted_by: physician.account.id });
      expect(row!.deleted_at).toEqual(t.clock.now());
      const kept = await t.db
        .selectFrom('patient_file_contents')
        .select('file_id')
        .where('file_id', '=', file.id)
        .execute();
      expect(kept).toHaveLength(1);
    });
  });

  describe('audit', () => {
    it('writes one row per upload and removal, about the patient, without the content', async () => {
      const patientId = await newPatient();
      const attachment = (await addAttachment(patientId, pdf('wypis.pdf'))).json();
      const consent = (await addConsent(patientId, '2026-01-05')).json();
      await remove(physician, patientId, attachment.id);
      await remove(physician, patientId, attachment.id);

      const [added, ...moreAdded] = await auditRows(t.db, 'patient_attachment_add', patientId);
      expect(moreAdded).toEqual([]);
      expect(added).toMatchObject({
        account_id: physician.account.id,
        object_type: 'patient',
        path: `${patientPath(patientId)}/attachments`,
      });
      expect(added!.changes).toEqual({
        fileId: { old: null, new: attachment.id },
        name: { old: null, new: 'wypis.pdf' },
        type: { old: null, new: 'DISCHARGE_SUMMARY' },
        contentType: { old: null, new: 'application/pdf' },
        size: { old: null, new: PDF.length },
        sha256: { old: null, new: sha256(PDF) },
      });

      const consentRows = await auditRows(t.db, 'patient_consent_add', patientId);
      expect(consentRows).toHaveLength(1);
      expect(consentRows[0]!.changes).toMatchObject({
        fileId: { old: null, new: consent.id },
        date: { old: null, new: '2026-01-05' },
      });

      const removed = await auditRows(t.db, 'patient_attachment_delete', patientId);
      expect(removed).toHaveLength(1);
      expect(removed[0]!.changes).toEqual({
        fileId: { old: attachment.id, new: null },
        name: { old: 'wypis.pdf', new: null },
        type: { old: 'DISCHARGE_SUMMARY', new: null },
        contentType: { old: 'application/pdf', new: null },
        size: { old: PDF.length, new: null },
        sha256: { old: sha256(PDF), new: null },
      });
      const everything = JSON.stringify([added, consentRows, removed]);
      expect(everything).not.toContain(PDF.toString('base64'));
      expect(everything).not.toContain('%PDF');
    });
  });

  describe('access', () => {
    it('answers a user of another hospital 404 "Patient does not exist" for every call', async () => {
      const patientId = await newPatient();
      const attachment = (await addAttachment(patientId, pdf())).json();
      const consent = (await addConsent(patientId)).json();
      const before = await auditCount(t.db);
      for (const response of [
        await addAttachment(patientId, pdf(), outsider),
        await addConsent(patientId, '2026-02-20', outsider),
        await download(outsider, patientId, 'attachments', attachment.id),
        await download(outsider, patientId, 'rodo-consents', consent.id, '?base64=true'),
        await remove(outsider, patientId, attachment.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'not_found',
          message: 'Patient does not exist',
        });
      }
      expect(await auditCount(t.db)).toBe(before);
      expect(await storedFiles(patientId)).toHaveLength(2);
    });

    it('answers a patient that does not exist exactly the same way', async () => {
      const response = await addAttachment(2_000_000_000, pdf());
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Patient does not exist');
    });

    it('lets a coordinator download but not upload nor remove (403)', async () => {
      const patientId = await newPatient();
      const attachment = (await addAttachment(patientId, pdf())).json();
      const before = await auditCount(t.db);
      for (const response of [
        await addAttachment(patientId, pdf(), coordinator),
        await addConsent(patientId, '2026-02-20', coordinator),
        await remove(coordinator, patientId, attachment.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
      expect(await auditCount(t.db)).toBe(before);
      expect(
        (await download(coordinator, patientId, 'attachments', attachment.id)).statusCode,
      ).toBe(200);
    });

    it('checks in order: permission, patient, size, type, fields', async () => {
      const patientId = await newPatient();
      const outsidersPatient = (await addPatient(t.db, { hospitals: [otherHospital] })).id;
      const html = { name: 'x.pdf', content: HTML, type: 'application/pdf' };
      const hugeHtml = { name: 'x.pdf', content: Buffer.alloc(2 * MEGABYTE + 1, 0x3c) };
      const status = async (session: Session, id: number, fields: Parameters<typeof form>[0]) =>
        (await upload(session, id, 'attachments', form(fields))).statusCode;
      expect(await status(coordinator, outsidersPatient, { file: hugeHtml })).toBe(403);
      expect(await status(physician, outsidersPatient, { file: hugeHtml })).toBe(404);
      expect(await status(physician, patientId, { file: hugeHtml })).toBe(413);
      expect(await status(physician, patientId, { file: html })).toBe(415);
      expect(await status(physician, patientId, { file: pdf() })).toBe(422);
    });
  });

  it('documents the five file routes in the OpenAPI document', async () => {
    const operations = await documentedOperations(t, '/api/v1/patient/patients/{id}/');
    const upload = ['201', '400', '401', '403', '404', '413', '415', '422', '500'];
    const get = ['200', '400', '401', '403', '404', '500'];
    expect(operations).toMatchObject({
      'POST /api/v1/patient/patients/{id}/rodo-consents': upload,
      'GET /api/v1/patient/patients/{id}/rodo-consents/{fileId}': get,
      'POST /api/v1/patient/patients/{id}/attachments': upload,
      'GET /api/v1/patient/patients/{id}/attachments/{fileId}': get,
      'DELETE /api/v1/patient/patients/{id}/attachments/{fileId}': [
        '204',
        '400',
        '401',
        '403',
        '404',
        '500',
      ],
    });
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const attachments = document.paths['/api/v1/patient/patients/{id}/attachments'];
    const form = attachments.post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    const download = document.paths['/api/v1/patient/patients/{id}/attachments/{fileId}'].get;
    expect(Object.keys(download.responses['200'].content).sort()).toEqual([
      'application/json',
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
  });
});
