/** Small plain PNGs (40×30) for the stories' chosen photos: real images, so previews draw. */
const pngs = [
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAALElEQVR42u3NMQ0AAAgDsPl/8IEItCEDjib9m+o5EbFYLBaLxWKxWCwW/40Xiy82WNK7PGQAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlGDmIQhgw4mvRvputExGKxWCwWi8VisVj8N15IXre5Yp+MKgAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsPkPN0oQiAw4mvRveupExGKxWCwWi8VisVj8N16gV5uZYe6vKgAAAABJRU5ErkJggg==',
];

/** A PNG file named `name`, one of three colours by `index`. */
export function storyPhoto(name: string, index = 0): File {
  const base64 = pngs[index % pngs.length] ?? '';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 1_764_000_000_000 + index });
}

/** `count` photos named like a phone names them. */
export function storyPhotos(count: number): File[] {
  return Array.from({ length: count }, (_, index) => storyPhoto(`IMG_20261120_${1001 + index}.png`, index));
}
