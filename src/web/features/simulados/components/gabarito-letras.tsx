import type { MouseEvent } from 'react';
import { letrasDoTipo, rotuloDaLetra, type QuestaoTipo } from '../../../../shared/rules/questao';
import type { Letter } from '../../../../shared/schemas/simulados';
import { Button } from '../../../components/ui/button';

/** A click on these buttons leaves the focus in the box being filled (so typing goes on from there). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * What the box of a question other than A–E says under it: 'A–D', or for a Certo/Errado item 'C/E'
 * until it is filled, then 'Certo' or 'Errado'. Screen readers hear the words.
 */
export function TipoLegenda({ id, tipo, letra }: { id: string; tipo: QuestaoTipo; letra: Letter | '' }) {
  if (tipo === 'multipla5') return null;
  const [visivel, falado] =
    tipo === 'multipla4'
      ? ['A–D', 'alternativas A a D']
      : letra
        ? [rotuloDaLetra(tipo, letra), `Certo ou Errado: ${rotuloDaLetra(tipo, letra)}`]
        : ['C/E', 'Certo ou Errado: C ou E'];
  return (
    <span id={id} className="text-[0.7rem] leading-none text-muted-foreground">
      <span aria-hidden="true">{visivel}</span>
      <span className="sr-only">{falado}</span>
    </span>
  );
}

/**
 * The letters of the question in focus as buttons (A–E, A–D, or Certo and Errado), for a pointer or a
 * phone: a tap fills that number and moves to the next, like typing the letter.
 */
export function GabaritoLetras({
  numero,
  tipo,
  atual,
  onEscolher,
  onLimpar,
}: {
  numero: number;
  tipo: QuestaoTipo;
  atual: Letter | '';
  onEscolher: (letra: Letter) => void;
  onLimpar: () => void;
}) {
  return (
    <div role="group" aria-label={`Resposta da questão ${numero}`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">
        Questão {numero}
        {tipo === 'certo_errado' ? ' (Certo ou Errado)' : ''}:
      </span>
      {letrasDoTipo(tipo).map((letra) => (
        <Button
          key={letra}
          size="sm"
          variant={atual === letra ? 'primary' : 'outline'}
          aria-pressed={atual === letra}
          className="min-w-9"
          onMouseDown={keepFocus}
          onClick={() => onEscolher(letra)}
        >
          {rotuloDaLetra(tipo, letra)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" disabled={!atual} onMouseDown={keepFocus} onClick={onLimpar}>
        Em branco
      </Button>
    </div>
  );
}
