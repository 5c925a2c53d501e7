import { AdminArea } from "../../features/admin/components/admin-area.tsx";

/** /admin (001 §2): its own chunk, so public pages never load the admin code. */
export default function AdminPage() {
  return <AdminArea />;
}
