/** docs/rules.md "Image slider": Left and Right move one slide, mirrored right to left; Home and End go to the ends. */
import { describe, expect, it } from 'vitest';
import { arrowKeyMove } from '../../../plugins/carousel/Carousel';

const key = (k: string, extra: Partial<KeyboardEvent> = {}, target: Element = document.createElement('button')) =>
  ({ key: k, target, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, defaultPrevented: false, ...extra }) as KeyboardEvent;

describe('arrowKeyMove', () => {
  it('Left goes back and Right goes on, left to right', () => {
    expect(arrowKeyMove(key('ArrowLeft'), false)).toBe('prev');
    expect(arrowKeyMove(key('ArrowRight'), false)).toBe('next');
  });
  it('is mirrored right to left', () => {
    expect(arrowKeyMove(key('ArrowLeft'), true)).toBe('next');
    expect(arrowKeyMove(key('ArrowRight'), true)).toBe('prev');
  });
  it('Home goes to the first slide and End to the last, in either direction', () => {
    for (const rtl of [false, true]) {
      expect(arrowKeyMove(key('Home'), rtl)).toBe('first');
      expect(arrowKeyMove(key('End'), rtl)).toBe('last');
    }
    expect(arrowKeyMove(key('End', { ctrlKey: true }), false)).toBeNull();
    expect(arrowKeyMove(key('Home', {}, document.createElement('textarea')), false)).toBeNull();
  });
  it('leaves other keys, modified keys and text fields alone', () => {
    expect(arrowKeyMove(key('ArrowUp'), false)).toBeNull();
    expect(arrowKeyMove(key('Enter'), false)).toBeNull();
    expect(arrowKeyMove(key('ArrowRight', { altKey: true }), false)).toBeNull();
    expect(arrowKeyMove(key('ArrowLeft', { shiftKey: true }), false)).toBeNull();
    expect(arrowKeyMove(key('ArrowRight', {}, document.createElement('input')), false)).toBeNull();
  });
  it("leaves a video's or an audio player's keys to it (seeking, volume)", () => {
    for (const tag of ['video', 'audio']) {
      expect(arrowKeyMove(key('ArrowRight', {}, document.createElement(tag)), false)).toBeNull();
      expect(arrowKeyMove(key('Home', {}, document.createElement(tag)), false)).toBeNull();
    }
  });
  it('leaves a key alone that a widget inside the slide has already used', () => {
    expect(arrowKeyMove(key('ArrowRight', { defaultPrevented: true }), false)).toBeNull();
    expect(arrowKeyMove(key('Home', { defaultPrevented: true }), false)).toBeNull();
  });
  it('leaves every editable region alone, whatever its contenteditable says, but a non-editable one', () => {
    for (const value of ['true', '', 'plaintext-only']) {
      const editor = document.createElement('div');
      editor.setAttribute('contenteditable', value);
      editor.append(document.createElement('span'));
      expect(arrowKeyMove(key('ArrowRight', {}, editor.firstElementChild!), false)).toBeNull();
    }
    // The keyword is case-insensitive in HTML: FALSE is as false as false.
    for (const value of ['false', 'FALSE', 'False']) {
      const fixed = document.createElement('div');
      fixed.setAttribute('contenteditable', value);
      expect(arrowKeyMove(key('ArrowRight', {}, fixed), false)).toBe('next');
    }
  });
});
