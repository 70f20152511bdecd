/** What a back-office form says after saving: a polite status, or an alert for an error (read out at once). */
export function FormMessage({ message }: { message: { kind: string; text: string } | null }) {
  if (!message) return null;
  return (
    <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'text-red-800' : 'text-green-800'}>
      {message.text}
    </p>
  );
}
