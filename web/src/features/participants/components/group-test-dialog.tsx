// 'Create group test' for schools (spec section 2): the CSV upload in a modal.
import { CsvUpload } from "./csv-upload";
import { Dialog } from "../../../components/dialog";

export function GroupTestDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Create group test" description="Upload a .csv file of students made from the template." onClose={onClose}>
      <CsvUpload consentBasis="school_holds_consent" onUploaded={onClose} />
    </Dialog>
  );
}
