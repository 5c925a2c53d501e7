import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { logError } from "../../../lib/log.ts";

/**
 * Sends what this device kept to her account while she is signed in (see lib/upload.ts). The
 * upload's code loads only for a signed-in visit, so it adds nothing to a first load.
 */
export function useUploadDeviceItems(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let running = false;
    const upload = () => {
      if (running) return;
      running = true;
      import("../lib/upload.ts")
        .then(({ uploadDeviceItems }) => uploadDeviceItems())
        .then((keys) =>
          Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
        )
        .catch((error: unknown) => logError("could not send this device's tracker entries", error))
        .finally(() => {
          running = false;
        });
    };
    upload();
    window.addEventListener("online", upload);
    return () => window.removeEventListener("online", upload);
  }, [signedIn, queryClient]);
}
