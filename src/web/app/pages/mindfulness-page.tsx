import { useTranslation } from "../../lib/use-translation.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { MindfulnessScreen } from "../../features/mindfulness/components/mindfulness-screen.tsx";

/** /mindfulness: breathing, relaxation, tips and the private mood self-check. */
export default function MindfulnessPage() {
  const { t } = useTranslation(["mindfulness", "common"]);
  return (
    <>
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      <MindfulnessScreen />
    </>
  );
}
