type FormHeadingProps = { title: string; description: string };

export function FormHeading({ title, description }: FormHeadingProps) {
  return (
    <div className="grid gap-1">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
