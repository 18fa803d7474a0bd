/**
 * Turns multipart form fields into the body object a `multipart` endpoint's schema validates: a field
 * named `files[0]`, `files[1]`, ... (as the observed portal names them) or repeated `files` parts
 * become one `files` array; any other field keeps its last value. The server calls it with the parsed
 * form before `parseEndpointInput`.
 */
export function multipartBody(
  entries: Iterable<readonly [string, FormDataEntryValue]>,
  arrayFields: readonly string[] = ['files'],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [rawName, value] of entries) {
    const name = rawName.replace(/\[\d*\]$/, '');
    if (arrayFields.includes(name)) {
      const list = (body[name] as FormDataEntryValue[] | undefined) ?? [];
      list.push(value);
      body[name] = list;
    } else {
      body[name] = value;
    }
  }
  return body;
}
