import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredScreen } from './deferred-screen';

function Greeting({ name, count }: { name: string; count: number }) {
  return (
    <p>
      {name}: {count}
    </p>
  );
}

describe('deferredScreen', () => {
  it('draws the screen with every prop the route gives it', () => {
    const Screen = deferredScreen(Greeting);
    expect(renderToStaticMarkup(<Screen name="Ana" count={3} />)).toBe('<p>Ana: 3</p>');
  });

  it('is named after the screen, for React DevTools and error messages', () => {
    expect((deferredScreen(Greeting) as { displayName?: string }).displayName).toBe('Deferred(Greeting)');
  });
});
