import { describe, expect, it } from 'vitest';
import { uploadAttachmentsEndpoint } from './endpoints/enterprises/upload-attachments';
import { multipartBody } from './multipart';
import { parseEndpointInput } from './validate';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

describe('multipartBody', () => {
  it('gathers files[0], files[1] and repeated files parts into one array that validates', () => {
    const form = new FormData();
    form.append('enterprise_id', '4');
    form.append('year', '2026');
    form.append('month', '3');
    form.append('files[0]', png('a.png'));
    form.append('files[1]', png('b.png'));
    form.append('files', png('c.png'));
    const body = multipartBody(form.entries());
    expect((body.files as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    const parsed = parseEndpointInput(uploadAttachmentsEndpoint, { body });
    expect(parsed.success && parsed.data.body).toMatchObject({ enterprise_id: 4, year: 2026, month: 3 });
  });

  it('leaves a form without files to fail validation on files', () => {
    const body = multipartBody([
      ['enterprise_id', '4'],
      ['year', '2026'],
      ['month', '3'],
    ]);
    const parsed = parseEndpointInput(uploadAttachmentsEndpoint, { body });
    expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toEqual(['body.files']);
  });
});
