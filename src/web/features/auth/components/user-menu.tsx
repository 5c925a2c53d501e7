import { DropdownMenu } from "radix-ui";
import { LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { User } from "../../../../contracts/auth.ts";
import { toast } from "../../../lib/toast.ts";
import { useAuthMutations } from "../api/auth-mutations.ts";

/** 000 §2: initials of first and last name, or "U" when both are missing. */
export function initials(user: Pick<User, "firstName" | "lastName">): string {
  const letters = [user.firstName, user.lastName].map((n) => n.trim().charAt(0)).join("");
  return letters ? letters.toLocaleUpperCase() : "U";
}

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-stone-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-rose-50";

/**
 * The signed-in user's menu: full name (when there is a first name) and email, Dashboard,
 * My account and Sign Out, which is disabled while the request runs. Loaded only for
 * signed-in users, so visitors never download the menu library.
 */
export default function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useAuthMutations();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const onSignOut = (event: Event) => {
    event.preventDefault(); // keep the menu open so the disabled state is visible
    signOut.mutateAsync().then(
      () => {
        toast({ title: t("account.signedOut"), description: t("account.signedOutText") });
        void navigate("/");
      },
      () =>
        toast({
          variant: "destructive",
          title: t("account.signOutFailed"),
          description: t("account.tryAgain"),
        }),
    );
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t("account.menuOpen", { name: fullName || user.email })}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-rose-700 font-semibold text-white hover:bg-rose-800"
      >
        {initials(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-2xl border border-rose-100 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            {user.firstName ? <p className="font-semibold text-stone-900">{fullName}</p> : null}
            <p className="text-sm break-all text-stone-600">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-rose-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate("/dashboard")}>
            <LayoutDashboard aria-hidden className="h-4 w-4" /> {t("account.dashboard")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate("/account")}>
            <UserRound aria-hidden className="h-4 w-4" /> {t("account.myAccount")}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOut.isPending}
            onSelect={onSignOut}
          >
            <LogOut aria-hidden className="h-4 w-4" /> {t("account.signOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
