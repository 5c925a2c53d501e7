import {
  LegalDocument,
  type LegalDocumentName,
} from "../../features/legal/components/legal-document.tsx";

export default function LegalPage({ name }: { name: LegalDocumentName }) {
  return <LegalDocument name={name} />;
}
