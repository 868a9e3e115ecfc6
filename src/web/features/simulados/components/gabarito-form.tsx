import { ClipboardCheck, Eraser } from 'lucide-react';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { letraCabeNoTipo, type QuestaoTipo } from '../../../../shared/rules/questao';
import { LETTERS } from '../../../../shared/rules/simulado';
import { letraForaDoTipoMessage, type Impresso } from '../../../../shared/schemas/impressao';
import type { Letter } from '../../../../shared/schemas/simulados';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { GabaritoLetras, TipoLegenda } from './gabarito-letras';

const isLetter = (ch: string): ch is Letter => (LETTERS as readonly string[]).includes(ch);

/**
 * What a pasted text fills, from the box it lands in: each A–E (either case) is the next answer; a
 * '-', '_', '.' or '*' leaves that number blank; anything else (spaces, numbers like '1A 2B') is skipped.
 */
export function parsePastedAnswers(text: string): Array<Letter | ''> {
  const out: Array<Letter | ''> = [];
  for (const ch of text.toUpperCase()) {
    if (isLetter(ch)) out.push(ch);
    else if ('-_.*'.includes(ch)) out.push('');
  }
  return out;
}

/** What a key that is no letter at all gets, by the question's kind. */
const NAO_LETRA: Record<QuestaoTipo, string> = {
  multipla5: 'Use apenas as letras A, B, C, D ou E.',
  multipla4: 'Use apenas as letras A, B, C ou D.',
  certo_errado: 'Use C (Certo) ou E (Errado).',
};

/**
 * The printed sheet's answers typed back in: one small box per number. Typing a letter of the
 * question's kind (A–E, A–D, or C/E for Certo/Errado) fills the box and moves to the next; another
 * letter is refused with a hint; Backspace clears and goes back; the arrows move; a paste of 'ABCDE...'
 * fills the boxes from there on. Buttons under the boxes offer the letters of the question in focus.
 * Blank numbers are left out of the grade.
 */
export function GabaritoForm({
  impresso,
  pending,
  error,
  onSubmit,
}: {
  impresso: Impresso;
  pending: boolean;
  error: unknown;
  onSubmit: (respostas: Array<{ numero: number; resposta: Letter }>) => void;
}) {
  const n = impresso.questoes;
  const tipoDe = (i: number): QuestaoTipo => impresso.tipos[i] ?? 'multipla5';
  const [ativa, setAtiva] = useState(0);
  const [letras, setLetras] = useState<Array<Letter | ''>>(() => Array.from({ length: n }, () => ''));
  const [hint, setHint] = useState<string | null>(null);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const filled = letras.filter(Boolean).length;

  const focus = (i: number) => boxes.current[Math.min(Math.max(i, 0), n - 1)]?.focus();
  const setAt = (i: number, value: Letter | '') => setLetras((current) => current.map((l, j) => (j === i ? value : l)));

  useEffect(() => {
    boxes.current[0]?.focus();
  }, [impresso.id]);

  /** Fills number i+1 with `letra` when its kind has it (and moves on), or says which letters it takes. */
  const escolher = (i: number, letra: Letter) => {
    if (!letraCabeNoTipo(tipoDe(i), letra)) {
      setHint(letraForaDoTipoMessage(i + 1, tipoDe(i)));
      return;
    }
    setAt(i, letra);
    setHint(null);
    focus(i + 1);
  };

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key.length === 1 && isLetter(key.toUpperCase())) {
      event.preventDefault();
      escolher(i, key.toUpperCase() as Letter);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (letras[i]) setAt(i, '');
      else if (i > 0) {
        setAt(i - 1, '');
        focus(i - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      setAt(i, '');
    } else if (key === 'ArrowRight' || key === 'ArrowDown') {
      event.preventDefault();
      focus(i + 1);
    } else if (key === 'ArrowLeft' || key === 'ArrowUp') {
      event.preventDefault();
      focus(i - 1);
    } else if (key === ' ') {
      // A space skips a number left blank.
      event.preventDefault();
      focus(i + 1);
    } else if (key.length === 1) {
      event.preventDefault();
      setHint(NAO_LETRA[tipoDe(i)]);
    }
  };

  // Phones' keyboards often send no usable key: the typed text is read from the change instead.
  const onChange = (i: number, value: string) => {
    const ch = value.slice(-1).toUpperCase();
    if (value === '') setAt(i, '');
    else if (isLetter(ch)) escolher(i, ch);
    else setHint(NAO_LETRA[tipoDe(i)]);
  };

  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = parsePastedAnswers(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted.length === 0) return;
    // A pasted letter its number's kind has no place for leaves that number as it was, and is named.
    const fora = pasted.findIndex((l, k) => l !== '' && i + k < n && !letraCabeNoTipo(tipoDe(i + k), l));
    setLetras((current) =>
      current.map((l, j) => {
        const p = j >= i ? pasted[j - i] : undefined;
        return p === undefined || (p !== '' && !letraCabeNoTipo(tipoDe(j), p)) ? l : p;
      }),
    );
    setHint(fora === -1 ? null : letraForaDoTipoMessage(i + fora + 1, tipoDe(i + fora)));
    focus(i + pasted.length);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const respostas = letras.flatMap((resposta, i) => (resposta ? [{ numero: i + 1, resposta }] : []));
    if (respostas.length === 0) {
      setHint('Digite ao menos uma resposta para corrigir.');
      focus(0);
      return;
    }
    onSubmit(respostas);
  };

  const hintId = `gabarito-dica-${impresso.id}`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={`Respostas do simulado ${impresso.codigo}`}>
      <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
        <legend className="text-sm font-medium">
          Digite a letra marcada em cada questão ({n} {n === 1 ? 'questão' : 'questões'})
        </legend>
        <p id={hintId} className="text-xs text-muted-foreground">
          Ao digitar uma letra o cursor vai para a próxima questão. Espaço pula uma questão em branco; você também pode
          colar todas as letras de uma vez (ex.: ABCDE).
          {impresso.tipos.includes('certo_errado')
            ? ' Nas questões de Certo ou Errado, digite C (Certo) ou E (Errado).'
            : ''}
        </p>
        <ol className="grid grid-cols-5 gap-2 sm:grid-cols-10">
          {letras.map((letra, i) => (
            <li key={i} className="flex flex-col items-center gap-1">
              <span aria-hidden="true" className="text-xs font-semibold text-muted-foreground tabular-nums">
                {i + 1}
              </span>
              <input
                ref={(el) => {
                  boxes.current[i] = el;
                }}
                value={letra}
                aria-label={`Questão ${i + 1}`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={2}
                inputMode="text"
                onKeyDown={(e) => onKeyDown(i, e)}
                onChange={(e) => onChange(i, e.target.value)}
                onPaste={(e) => onPaste(i, e)}
                onFocus={(e) => {
                  e.target.select();
                  setAtiva(i);
                }}
                aria-describedby={tipoDe(i) === 'multipla5' ? undefined : `${hintId}-tipo-${i}`}
                className={cn(
                  'h-10 w-11 rounded-lg border bg-surface text-center text-base font-bold uppercase text-foreground shadow-xs transition-colors',
                  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/70',
                  letra ? 'border-primary' : 'border-input',
                )}
              />
              <TipoLegenda id={`${hintId}-tipo-${i}`} tipo={tipoDe(i)} letra={letra} />
            </li>
          ))}
        </ol>
        <GabaritoLetras
          numero={ativa + 1}
          tipo={tipoDe(ativa)}
          atual={letras[ativa] ?? ''}
          onEscolher={(letra) => escolher(ativa, letra)}
          onLimpar={() => {
            setAt(ativa, '');
            focus(ativa);
          }}
        />
      </fieldset>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {filled} de {n} {n === 1 ? 'preenchida' : 'preenchidas'}
        {filled < n && filled > 0 ? ' · as questões em branco ficam fora da nota' : ''}
      </p>
      {hint ? (
        <Alert tone="warning" role="status">
          {hint}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error">{errorMessage(error, 'Não foi possível corrigir o gabarito. Tente novamente.')}</Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="ghost"
          disabled={filled === 0 || pending}
          onClick={() => {
            setLetras(Array.from({ length: n }, () => ''));
            focus(0);
          }}
        >
          <Eraser aria-hidden="true" />
          Limpar
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? null : <ClipboardCheck aria-hidden="true" />}
          {pending ? 'Corrigindo...' : 'Corrigir'}
        </Button>
      </div>
    </form>
  );
}
