import type { AdminAluno } from '../../../../shared/schemas/admin-alunos';
import { CrudFormDialog } from '../../../components/admin/crud-form-dialog';
import { AlunoForm } from './aluno-form';

/** 'Novo Usuário' / 'Editar Usuário'. `aluno` null creates. */
export function AlunoFormDialog({
  open,
  aluno,
  selfId,
  onOpenChange,
}: {
  open: boolean;
  aluno: AdminAluno | null;
  selfId: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <CrudFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={aluno ? 'Editar Usuário' : 'Novo Usuário'}
      description={aluno ? aluno.email : 'O usuário entra com este email e senha assim que for criado.'}
      className="max-w-2xl"
    >
      {(close) => <AlunoForm aluno={aluno} selfId={selfId} onDone={close} />}
    </CrudFormDialog>
  );
}
