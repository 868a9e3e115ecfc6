import { useState, type FormEvent } from 'react';
import { cadernoNomeSchema, CADERNO_NOME_MAX, type Caderno } from '../../../../shared/schemas/cadernos';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, invalidFieldProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/**
 * The name of a new caderno ('Novo caderno') or of one being renamed ('Renomear caderno'); a refusal on
 * the name (empty, too long, one the student already uses) shows under the field.
 */
export function CadernoNomeDialog({
  open,
  onOpenChange,
  caderno,
  onSave,
  saving,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The caderno renamed; none for a new one. */
  caderno?: Pick<Caderno, 'id' | 'nome'>;
  onSave: (nome: string) => Promise<unknown>;
  saving: boolean;
}) {
  const [nome, setNome] = useState(caderno?.nome ?? '');
  const [erro, setErro] = useState<string | undefined>();
  const id = 'caderno-nome';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cadernoNomeSchema.safeParse({ nome });
    if (!parsed.success) {
      setErro(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await onSave(parsed.data.nome);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.status < 500 && error.code !== 'CADERNO_NOT_FOUND') setErro(error.message);
      else toast.error(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{caderno ? 'Renomear caderno' : 'Novo caderno'}</DialogTitle>
            <DialogDescription>
              {caderno ? 'Escolha o novo nome do caderno.' : 'Dê um nome ao caderno; depois salve questões nele.'}
            </DialogDescription>
          </DialogHeader>
          <Field id={id} label="Nome do caderno" error={erro}>
            <Input
              id={id}
              value={nome}
              maxLength={CADERNO_NOME_MAX}
              autoComplete="off"
              placeholder="Ex.: Revisar antes da prova"
              onChange={(e) => {
                setNome(e.target.value);
                setErro(undefined);
              }}
              {...invalidFieldProps(erro !== undefined, id)}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              {caderno ? 'Salvar' : 'Criar caderno'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
