import { useId, useState } from 'react';
import type { AdminCatalogo } from '../../../../shared/schemas/admin-catalogo';
import { loteMessages, type LoteAcaoInput, type LoteResultado } from '../../../../shared/schemas/admin-questoes-lote';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { formatCount } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAplicarLote } from './aplicar-lote';
import type { SelecaoLote } from './use-selecao-lote';

export type TipoAcao = LoteAcaoInput['tipo'];

export const ACAO_TITULOS: Record<TipoAcao, string> = {
  mover: 'Mover para outra matéria',
  fonte: 'Alterar banca, órgão, ano ou cargo',
  marcar: 'Marcar ou desmarcar',
  excluir: 'Excluir questões',
};

type CampoFonte = 'bancaId' | 'orgao' | 'ano' | 'cargo';
const CAMPOS_FONTE: Record<CampoFonte, string> = { bancaId: 'Banca', orgao: 'Órgão', ano: 'Ano', cargo: 'Cargo' };

/**
 * One bulk action's dialog: its fields, then 'Continuar' asks the server how many questions it will
 * change ('Isto vai alterar N questões.') and 'Confirmar' applies it. Refusals show in a toast.
 */
export function LoteAcaoDialog({
  tipo,
  onClose,
  catalogo,
  selecao,
}: {
  tipo: TipoAcao | null;
  onClose: () => void;
  catalogo: AdminCatalogo;
  selecao: SelecaoLote;
}) {
  const id = useId();
  const aplicar = useAplicarLote();
  const [previa, setPrevia] = useState<LoteResultado | null>(null);
  const teoricas = catalogo.materias.filter((m) => m.tipo === 'teorica');
  const [materiaId, setMateriaId] = useState('');
  const [aulaId, setAulaId] = useState('');
  const [campo, setCampo] = useState<CampoFonte>('bancaId');
  const [operacao, setOperacao] = useState<'definir' | 'limpar'>('definir');
  const [valor, setValor] = useState('');
  const [marca, setMarca] = useState<'anulada' | 'desatualizada'>('anulada');
  const [marcar, setMarcar] = useState(true);

  const fechar = () => {
    if (aplicar.isPending) return;
    setPrevia(null);
    onClose();
  };

  function acao(): LoteAcaoInput | null {
    if (tipo === 'mover') {
      if (!materiaId) return null;
      return { tipo, materiaId: Number(materiaId), aulaId: aulaId ? Number(aulaId) : null };
    }
    if (tipo === 'fonte') {
      if (operacao === 'limpar') return { tipo, [campo]: null };
      if (valor.trim() === '') return null;
      return { tipo, [campo]: campo === 'orgao' || campo === 'cargo' ? valor : Number(valor) };
    }
    if (tipo === 'marcar') return { tipo, marca, valor: marcar };
    return tipo === 'excluir' ? { tipo } : null;
  }

  const body = (a: LoteAcaoInput, isPrevia: boolean) =>
    selecao.selecao.modo === 'filtro'
      ? { filtro: selecao.filtro, acao: a, previa: isPrevia }
      : { ids: [...selecao.selecao.ids], acao: a, previa: isPrevia };

  async function run(isPrevia: boolean) {
    const a = acao();
    if (!a) return;
    try {
      const resultado = await aplicar.mutateAsync(body(a, isPrevia));
      if (isPrevia) {
        setPrevia(resultado);
        return;
      }
      toast.success(tipo === 'excluir' ? loteMessages.excluidas(resultado.total) : loteMessages.feito(resultado.total));
      selecao.clear();
      setPrevia(null);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : loteMessages.falhou);
    }
  }

  const aulas = catalogo.aulas.filter((a) => String(a.materiaId) === materiaId);
  return (
    <Dialog open={tipo !== null} onOpenChange={(open) => !open && fechar()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{tipo ? ACAO_TITULOS[tipo] : ''}</DialogTitle>
          <DialogDescription>
            {previa
              ? loteMessages.previa(previa.total)
              : 'Escolha o que fazer com as questões selecionadas. Nada muda antes de você confirmar.'}
          </DialogDescription>
        </DialogHeader>
        {previa?.emUso ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {formatCount(previa.emUso)}{' '}
            {previa.emUso === 1
              ? 'questão está em uso (respostas, comentários ou reports de alunos) e impede a exclusão.'
              : 'questões estão em uso (respostas, comentários ou reports de alunos) e impedem a exclusão.'}{' '}
            Desmarque-as ou edite-as em vez de excluí-las.
          </p>
        ) : null}
        {previa ? null : (
          <div className="flex flex-col gap-3">
            {tipo === 'mover' ? (
              <>
                <Field id={`${id}-materia`} label="Matéria de destino">
                  <NativeSelect
                    id={`${id}-materia`}
                    value={materiaId}
                    onChange={(e) => {
                      setMateriaId(e.target.value);
                      setAulaId('');
                    }}
                  >
                    <option value="">Selecione a matéria</option>
                    {teoricas.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.nome}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field id={`${id}-aula`} label="Aula">
                  <NativeSelect id={`${id}-aula`} value={aulaId} onChange={(e) => setAulaId(e.target.value)}>
                    <option value="">Sem aula</option>
                    {aulas.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.titulo}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </>
            ) : null}
            {tipo === 'fonte' ? (
              <>
                <Field id={`${id}-campo`} label="Campo">
                  <NativeSelect
                    id={`${id}-campo`}
                    value={campo}
                    onChange={(e) => {
                      setCampo(e.target.value as CampoFonte);
                      setValor('');
                    }}
                  >
                    {Object.entries(CAMPOS_FONTE).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field id={`${id}-operacao`} label="Operação">
                  <NativeSelect
                    id={`${id}-operacao`}
                    value={operacao}
                    onChange={(e) => setOperacao(e.target.value as 'definir' | 'limpar')}
                  >
                    <option value="definir">Definir</option>
                    <option value="limpar">Limpar</option>
                  </NativeSelect>
                </Field>
                {operacao === 'definir' ? (
                  <Field id={`${id}-valor`} label={CAMPOS_FONTE[campo]}>
                    {campo === 'bancaId' ? (
                      <NativeSelect id={`${id}-valor`} value={valor} onChange={(e) => setValor(e.target.value)}>
                        <option value="">Selecione a banca</option>
                        {catalogo.bancas.map((b) => (
                          <option key={b.id} value={b.id}>
                            {b.nome}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : (
                      <Input
                        id={`${id}-valor`}
                        inputMode={campo === 'ano' ? 'numeric' : undefined}
                        value={valor}
                        onChange={(e) => setValor(e.target.value)}
                      />
                    )}
                  </Field>
                ) : null}
              </>
            ) : null}
            {tipo === 'marcar' ? (
              <>
                <Field id={`${id}-marca`} label="Marca">
                  <NativeSelect
                    id={`${id}-marca`}
                    value={marca}
                    onChange={(e) => setMarca(e.target.value as 'anulada' | 'desatualizada')}
                  >
                    <option value="anulada">Anulada</option>
                    <option value="desatualizada">Desatualizada</option>
                  </NativeSelect>
                </Field>
                <Field id={`${id}-marcar`} label="Operação">
                  <NativeSelect
                    id={`${id}-marcar`}
                    value={marcar ? 'marcar' : 'desmarcar'}
                    onChange={(e) => setMarcar(e.target.value === 'marcar')}
                  >
                    <option value="marcar">Marcar</option>
                    <option value="desmarcar">Desmarcar</option>
                  </NativeSelect>
                </Field>
              </>
            ) : null}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={fechar} disabled={aplicar.isPending}>
            Cancelar
          </Button>
          {previa ? (
            <Button
              variant={tipo === 'excluir' ? 'destructive' : 'primary'}
              onClick={() => void run(false)}
              loading={aplicar.isPending}
              disabled={previa.total === 0 || Boolean(previa.emUso)}
            >
              Confirmar
            </Button>
          ) : (
            <Button onClick={() => void run(true)} loading={aplicar.isPending} disabled={acao() === null}>
              Continuar
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
