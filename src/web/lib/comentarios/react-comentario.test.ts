import { describe, expect, it } from 'vitest';
import { applyReaction } from './react-comentario';

describe('applyReaction', () => {
  it('adds a reaction, removes it when repeated, and replaces it with the other one', () => {
    const none = { likes: 2, dislikes: 1, minhaReacao: null };
    const liked = applyReaction(none, 'like');
    expect(liked).toEqual({ likes: 3, dislikes: 1, minhaReacao: 'like' });
    expect(applyReaction(liked, 'like')).toEqual(none);
    expect(applyReaction(liked, 'dislike')).toEqual({ likes: 2, dislikes: 2, minhaReacao: 'dislike' });
    expect(applyReaction({ likes: 0, dislikes: 0, minhaReacao: 'dislike' }, 'dislike')).toEqual({
      likes: 0,
      dislikes: 0,
      minhaReacao: null,
    });
  });
});
