// The spec lists /register-participant as an empty public page; participants are registered from the dashboard.
export function RegisterParticipantPage() {
  return (
    <div className="page">
      <title>Register a participant | ReadBright</title>
    </div>
  );
}
