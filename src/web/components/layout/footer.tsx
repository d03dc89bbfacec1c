export function Footer() {
  return (
    <footer className="border-t px-4 py-5 text-center text-xs text-muted-foreground sm:px-6 lg:px-8">
      <p>
        © {new Date().getFullYear()} Family Cookbook · Cook together, plan together, eat together.
      </p>
    </footer>
  );
}
