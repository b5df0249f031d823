import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compoundFile, openDocument, openXml, storedZip } from '../../test/images';
import { SNIFF_BYTES, sniffFileType } from './file-type';

const picture = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });
const text = (s: string) => Buffer.from(s, 'utf8');
const HTML = text('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
const XML_SVG = text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe('sniffFileType: allowed by content', () => {
  it('takes jpg, png, gif and HEIC as images, whatever their names', async () => {
    expect(await sniffFileType(await picture().jpeg().toBuffer(), 'photo.jpeg')).toEqual({
      kind: 'image',
      mime: 'image/jpeg',
      ext: 'jpg',
    });
    expect(await sniffFileType(await picture().png().toBuffer(), 'no-extension')).toMatchObject({ mime: 'image/png' });
    expect(await sniffFileType(await picture().gif().toBuffer(), 'x.jpg')).toMatchObject({
      mime: 'image/gif',
      ext: 'gif',
    });
    const heic = await readFile(path.join(import.meta.dirname, 'fixtures/photo.heic'));
    expect(await sniffFileType(heic, 'IMG_0001.HEIC')).toMatchObject({ kind: 'image', ext: 'heic' });
  });

  it('takes PDF and office files', async () => {
    expect(await sniffFileType(text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'a.pdf')).toEqual({
      kind: 'pdf',
      mime: 'application/pdf',
      ext: 'pdf',
    });
    expect(await sniffFileType(openXml('wordprocessingml.document', 'word'))).toMatchObject({
      kind: 'office',
      ext: 'docx',
    });
    expect(await sniffFileType(openXml('spreadsheetml.sheet', 'xl'))).toMatchObject({ kind: 'office', ext: 'xlsx' });
    expect(await sniffFileType(openXml('presentationml.presentation', 'ppt'))).toMatchObject({ ext: 'pptx' });
    expect(await sniffFileType(openDocument('application/vnd.oasis.opendocument.text'))).toMatchObject({ ext: 'odt' });
    expect(await sniffFileType(openDocument('application/vnd.oasis.opendocument.spreadsheet'))).toMatchObject({
      kind: 'office',
      ext: 'ods',
    });
  });

  it('takes an old .doc or .xls by its container and its name, but not other compound files', async () => {
    expect(await sniffFileType(compoundFile(), 'report.DOC')).toEqual({
      kind: 'office',
      mime: 'application/msword',
      ext: 'doc',
    });
    expect(await sniffFileType(compoundFile(), 'sheet.xls')).toMatchObject({ mime: 'application/vnd.ms-excel' });
    expect(await sniffFileType(compoundFile(), 'setup.msi')).toBeNull();
    expect(await sniffFileType(compoundFile())).toBeNull();
  });

  it('takes plain text under a .txt or .csv name: UTF-8, Windows-1252 and UTF-16', async () => {
    expect(await sniffFileType(text('nimi;määrä\nruuvi;12\n'), 'list.csv')).toEqual({
      kind: 'text',
      mime: 'text/csv',
      ext: 'csv',
    });
    expect(await sniffFileType(Buffer.from('nimi;määrä\r\n', 'latin1'), 'excel.CSV')).toMatchObject({ ext: 'csv' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('muistiinpano\n', 'utf16le')]);
    expect(await sniffFileType(utf16, 'notes.txt')).toMatchObject({ mime: 'text/plain' });
    // A cut in the middle of a UTF-8 character is only the sniffing limit.
    expect(await sniffFileType(text('ääää').subarray(0, 7), 'cut.txt')).toMatchObject({ kind: 'text' });
  });
});

describe('sniffFileType: refused', () => {
  it('refuses HTML renamed .jpg, and HTML under any name', async () => {
    expect(await sniffFileType(HTML, 'photo.jpg')).toBeNull();
    expect(await sniffFileType(HTML, 'page.html')).toBeNull();
    expect(await sniffFileType(HTML, 'notes.txt')).toBeNull();
    expect(await sniffFileType(text('name,comment\nx,<img src=x onerror=alert(1)>\n'), 'data.csv')).toBeNull();
    const utf16Html = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><script>x()</script>', 'utf16le')]);
    expect(await sniffFileType(utf16Html, 'notes.txt')).toBeNull();
  });

  it('refuses SVG as an image or as anything else', async () => {
    for (const name of ['drawing.svg', 'drawing.jpg', 'drawing.png', 'drawing.txt', '']) {
      expect(await sniffFileType(SVG, name), name).toBeNull();
      expect(await sniffFileType(XML_SVG, name), name).toBeNull();
    }
  });

  it('refuses scripts, archives, executables and unknown bytes', async () => {
    expect(await sniffFileType(text('alert(1)\n'), 'app.js')).toBeNull();
    expect(await sniffFileType(text('#!/bin/sh\nrm -rf /\n'), 'run.txt')).toBeNull();
    expect(await sniffFileType(text('plain words'), 'notes.md')).toBeNull();
    expect(await sniffFileType(storedZip([['a.txt', 'a']]), 'archive.zip')).toBeNull();
    expect(await sniffFileType(storedZip([['a.txt', 'a']]), 'disguised.docx')).toBeNull();
    expect(await sniffFileType(Buffer.concat([text('MZ'), Buffer.alloc(200)]), 'tool.exe')).toBeNull();
    expect(await sniffFileType(Buffer.from([1, 2, 3, 0, 5, 6]), 'binary.txt')).toBeNull();
    expect(await sniffFileType(Buffer.alloc(0), 'empty.jpg')).toBeNull();
    expect(await sniffFileType(await picture().webp().toBuffer(), 'x.webp')).toBeNull();
  });

  it('asks for enough bytes to tell office files apart', () => {
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(4100);
  });
});
