import { describe, expect, it } from 'vitest';
import { sharedAddress } from './shared-address';

describe('sharedAddress', () => {
  it('finds the shared page’s address in url, or in the text where most phones put it', () => {
    expect(sharedAddress('?url=https%3A%2F%2Fexample.com%2Fpie')).toBe('https://example.com/pie');
    expect(sharedAddress('?title=Apple+pie&text=Try+this+http%3A%2F%2Fcook.test%2Fr%2F1+so+good')).toBe(
      'http://cook.test/r/1',
    );
    expect(sharedAddress('?title=Look+https%3A%2F%2Fa.test%2Fx')).toBe('https://a.test/x');
  });

  it('finds nothing in a share without a web address, or in no share at all', () => {
    expect(sharedAddress('?text=just+words&url=ftp%3A%2F%2Fx.test')).toBeNull();
    expect(sharedAddress('')).toBeNull();
  });
});
