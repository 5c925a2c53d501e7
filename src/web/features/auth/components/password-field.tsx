import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

/** A password input with the show/hide toggle of 000 §2. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, "type" | "end">) {
  const { t } = useTranslation("auth");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      end={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? t("fields.hidePassword") : t("fields.showPassword")}
          onClick={() => setVisible((v) => !v)}
          className="rounded-full p-3 text-stone-600 hover:bg-rose-50 hover:text-rose-800"
        >
          {visible ? (
            <EyeOff aria-hidden className="h-5 w-5" />
          ) : (
            <Eye aria-hidden className="h-5 w-5" />
          )}
        </button>
      }
    />
  );
}
