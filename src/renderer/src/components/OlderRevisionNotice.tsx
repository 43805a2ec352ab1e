/** An area an installation of the older revision lacks, said in one sentence instead of asking it. */
export function OlderRevisionNotice({
  title,
  accountName,
  what,
}: {
  title: string;
  accountName: string;
  what: string;
}) {
  return (
    <div className="screen">
      <h1>{title}</h1>
      <p>{`${accountName} runs an older revision of the API, which does not offer ${what}.`}</p>
    </div>
  );
}
