import { useState, type FormEvent } from 'react';
import { cadernoMessages, cadernoNomeSchema, CADERNO_NOME_MAX } from '../../../shared/schemas/cadernos';
import { errorMessage, isApiError } from '../../lib/api';
import { useAddQuestao } from '../../lib/cadernos/caderno-questoes';
import { useCadernos } from '../../lib/cadernos/list-cadernos';
import { useCreateCaderno } from '../../lib/cadernos/write-caderno';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Field, invalidFieldProps } from '../ui/field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';

const NOVO = 'novo';

/** Chooses one of the student's cadernos, or names a new one, and saves the question there. */
export function SalvarNoCadernoDialog({
  open,
  onOpenChange,
  questaoId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questaoId: number;
}) {
  const cadernos = useCadernos({ enabled: open });
  const create = useCreateCaderno();
  const add = useAddQuestao();
  const [escolha, setEscolha] = useState<string | null>(null);
  const [nome, setNome] = useState('');
  const [erroNome, setErroNome] = useState<string | undefined>();
  const lista = cadernos.data?.cadernos ?? [];
  // Until the student chooses: their most recently changed caderno, or a new one when they have none.
  const selecionado = escolha ?? (lista[0] ? String(lista[0].id) : NOVO);
  const saving = create.isPending || add.isPending;

  const fechar = (next: boolean) => {
    if (saving) return;
    onOpenChange(next);
    if (!next) {
      setEscolha(null);
      setNome('');
      setErroNome(undefined);
    }
  };

  const salvar = async (event: FormEvent) => {
    event.preventDefault();
    try {
      let caderno = lista.find((c) => String(c.id) === selecionado);
      if (selecionado === NOVO) {
        const parsed = cadernoNomeSchema.safeParse({ nome });
        if (!parsed.success) {
          setErroNome(parsed.error.issues[0]?.message ?? cadernoMessages.nomeObrigatorio);
          return;
        }
        caderno = await create.mutateAsync(parsed.data);
      }
      if (!caderno) return;
      const { adicionada } = await add.mutateAsync({ cadernoId: caderno.id, questaoId });
      toast.success(
        adicionada
          ? `Questão salva no caderno “${caderno.nome}”.`
          : `Esta questão já está no caderno “${caderno.nome}”.`,
      );
      fechar(false);
    } catch (error) {
      if (selecionado === NOVO && isApiError(error) && error.code === 'CADERNO_DUPLICADO') {
        setErroNome(error.message);
        return;
      }
      toast.error(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={fechar}>
      <DialogContent>
        <form onSubmit={(e) => void salvar(e)} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Salvar no caderno</DialogTitle>
            <DialogDescription>Escolha um caderno ou crie um novo para a questão #{questaoId}.</DialogDescription>
          </DialogHeader>

          {cadernos.isPending ? (
            <Spinner label="Carregando seus cadernos..." />
          ) : cadernos.isError ? (
            <div className="flex flex-col items-start gap-2 text-sm">
              <p role="alert">Não foi possível carregar seus cadernos.</p>
              <Button size="sm" variant="outline" onClick={() => void cadernos.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">Caderno</legend>
              <div className="flex max-h-60 flex-col gap-1.5 overflow-y-auto">
                {lista.map((c) => (
                  <Opcao key={c.id} value={String(c.id)} selecionado={selecionado} onChange={setEscolha}>
                    <span className="min-w-0 flex-1 break-words">{c.nome}</span>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {c.questoes} {c.questoes === 1 ? 'questão' : 'questões'}
                    </span>
                  </Opcao>
                ))}
                <Opcao value={NOVO} selecionado={selecionado} onChange={setEscolha}>
                  Novo caderno
                </Opcao>
              </div>
              {selecionado === NOVO ? (
                <Field id="novo-caderno-nome" label="Nome do novo caderno" error={erroNome}>
                  <Input
                    id="novo-caderno-nome"
                    value={nome}
                    maxLength={CADERNO_NOME_MAX}
                    placeholder="Ex.: Erros de Direito Penal"
                    autoComplete="off"
                    onChange={(e) => {
                      setNome(e.target.value);
                      setErroNome(undefined);
                    }}
                    {...invalidFieldProps(erroNome !== undefined, 'novo-caderno-nome')}
                  />
                </Field>
              ) : null}
            </fieldset>
          )}

          <DialogFooter>
            <Button variant="outline" onClick={() => fechar(false)} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving} disabled={!cadernos.isSuccess}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Opcao({
  value,
  selecionado,
  onChange,
  children,
}: {
  value: string;
  selecionado: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const checked = value === selecionado;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked
          ? 'border-primary bg-primary/5 dark:border-gold-400 dark:bg-gold-400/10'
          : 'border-border hover:bg-surface-muted',
      )}
    >
      <input
        type="radio"
        name="caderno"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-4 shrink-0 accent-navy-700 dark:accent-gold-400"
      />
      {children}
    </label>
  );
}
