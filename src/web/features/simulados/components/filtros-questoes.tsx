import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { ANO_MIN, anoMax, DIFICULDADE_LABELS, DIFICULDADES, type Dificuldade } from '../../../../shared/rules/questao';
import type { OrigemQuestao, QuestaoFiltros } from '../../../../shared/schemas/simulados';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { ToggleChip } from '../../../components/ui/toggle-chip';

const origemLabels: Record<OrigemQuestao, string> = {
  todas: 'Provas e inéditas',
  provas: 'Só questões de provas',
  ineditas: 'Só inéditas',
};

/** How many of the filters differ from the defaults (for the summary's count). */
export function filtrosAtivos(f: QuestaoFiltros): number {
  return (
    (f.bancaIds.length > 0 ? 1 : 0) +
    (f.anoDe !== null || f.anoAte !== null ? 1 : 0) +
    (f.origem !== 'todas' ? 1 : 0) +
    (f.dificuldades.length > 0 ? 1 : 0) +
    (f.incluirAnuladas ? 1 : 0)
  );
}

/** The message for a span of years the server would refuse, or null. */
export function anoErro(f: Pick<QuestaoFiltros, 'anoDe' | 'anoAte'>): string | null {
  const fora = (a: number | null) => a !== null && (!Number.isInteger(a) || a < ANO_MIN || a > anoMax());
  if (fora(f.anoDe) || fora(f.anoAte)) return `Informe um ano entre ${ANO_MIN} e ${anoMax()}.`;
  if (f.anoDe !== null && f.anoAte !== null && f.anoDe > f.anoAte) {
    return 'O ano inicial não pode ser maior que o ano final.';
  }
  return null;
}

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * 'Filtros das questões' (issue 33 §2, §4, §5): bancas, a span of years, exam questions or Bizu's own,
 * difficulty, the annulled and outdated ones, and Cebraspe scoring. Folded away until opened (open
 * when a filter is on), so the form stays as short as before for who does not use them.
 */
export function FiltrosQuestoes({
  bancas,
  value,
  onChange,
  cebraspe,
  onCebraspeChange,
}: {
  bancas: Array<{ id: number; nome: string }>;
  value: QuestaoFiltros;
  onChange: (next: QuestaoFiltros) => void;
  cebraspe: boolean;
  onCebraspeChange: (on: boolean) => void;
}) {
  const ativos = filtrosAtivos(value) + (cebraspe ? 1 : 0);
  const [open, setOpen] = useState(ativos > 0);
  const set = (patch: Partial<QuestaoFiltros>) => onChange({ ...value, ...patch });
  const erro = anoErro(value);
  const ano = (text: string) => (text.trim() === '' ? null : Number(text));

  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-xl border border-border bg-surface-muted/40 px-3 py-2 sm:px-4"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <SlidersHorizontal aria-hidden="true" className="size-4 shrink-0" />
        Filtros das questões
        <span className="text-muted-foreground">
          {ativos === 0 ? '(banca, ano, dificuldade…)' : `(${ativos} ${ativos === 1 ? 'ativo' : 'ativos'})`}
        </span>
      </summary>
      <div className="flex flex-col gap-4 pt-2 pb-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Banca</legend>
          {bancas.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma banca cadastrada ainda.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {bancas.map((b) => (
                <li key={b.id} className="max-w-full">
                  <ToggleChip
                    pressed={value.bancaIds.includes(b.id)}
                    onToggle={() => set({ bancaIds: toggle(value.bancaIds, b.id) })}
                  >
                    {b.nome}
                  </ToggleChip>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">
            {value.bancaIds.length === 0
              ? 'Nenhuma banca selecionada: todas valem.'
              : 'Só questões das bancas marcadas.'}
          </p>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="filtro-origem" label="Origem">
            <NativeSelect
              id="filtro-origem"
              value={value.origem}
              onChange={(e) => set({ origem: e.target.value as OrigemQuestao })}
            >
              {(Object.keys(origemLabels) as OrigemQuestao[]).map((o) => (
                <option key={o} value={o}>
                  {origemLabels[o]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="filtro-ano-de" label="Ano a partir de" error={erro && value.anoDe !== null ? erro : undefined}>
            <Input
              id="filtro-ano-de"
              type="number"
              inputMode="numeric"
              min={ANO_MIN}
              max={anoMax()}
              placeholder={String(ANO_MIN)}
              value={value.anoDe ?? ''}
              onChange={(e) => set({ anoDe: ano(e.target.value) })}
            />
          </Field>
          <Field id="filtro-ano-ate" label="Ano até" error={erro && value.anoDe === null ? erro : undefined}>
            <Input
              id="filtro-ano-ate"
              type="number"
              inputMode="numeric"
              min={ANO_MIN}
              max={anoMax()}
              placeholder={String(anoMax())}
              value={value.anoAte ?? ''}
              onChange={(e) => set({ anoAte: ano(e.target.value) })}
            />
          </Field>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Dificuldade</legend>
          <ul className="flex flex-wrap gap-2">
            {DIFICULDADES.map((d: Dificuldade) => (
              <li key={d}>
                <ToggleChip
                  pressed={value.dificuldades.includes(d)}
                  onToggle={() => set({ dificuldades: toggle(value.dificuldades, d) })}
                >
                  {DIFICULDADE_LABELS[d]}
                </ToggleChip>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            Pelo acerto dos alunos na primeira resposta, sem espiar; questões com menos de 30 respostas ficam de fora
            quando uma dificuldade é marcada.
          </p>
        </fieldset>

        <div className="flex flex-col gap-3">
          <div className="flex items-start gap-2.5">
            <Checkbox
              id="filtro-anuladas"
              checked={value.incluirAnuladas}
              onCheckedChange={(on) => set({ incluirAnuladas: on })}
            />
            <Label htmlFor="filtro-anuladas" className="leading-5">
              Incluir questões anuladas e desatualizadas
            </Label>
          </div>
          <div className="flex items-start gap-2.5">
            <Checkbox id="filtro-cebraspe" checked={cebraspe} onCheckedChange={onCebraspeChange} />
            <Label htmlFor="filtro-cebraspe" className="leading-5">
              Pontuação Cebraspe: uma errada anula uma certa
              <span className="block text-xs font-normal text-muted-foreground">
                Vale para os itens Certo/Errado; o resultado mostra também a nota líquida.
              </span>
            </Label>
          </div>
        </div>
      </div>
    </details>
  );
}
