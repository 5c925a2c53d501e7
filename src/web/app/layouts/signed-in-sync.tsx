import { useMergeTestRecords } from "../../features/guidance/api/test-records-api.ts";
import { useMergeOnSignIn } from "../../features/pregnancy/api/use-merge-on-sign-in.ts";
import { useUploadDeviceItems } from "../../features/trackers/api/use-upload-device-items.ts";

/** What was set on this device while signed out (pregnancy, marked tests, tracker entries) joins the account. */
export default function SignedInSync() {
  useMergeOnSignIn(true);
  useMergeTestRecords(true);
  useUploadDeviceItems(true);
  return null;
}
