import { messages } from '../../shared/messages';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/** A page's content while its data loads. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} />
    </div>
  );
}

/** A page whose data failed to load, with a way to try again. */
export function LoadFailed({ onRetry, message = messages.loadFailed }: { onRetry: () => void; message?: string }) {
  return (
    <Alert
      tone="error"
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
