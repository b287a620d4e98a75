import type { Catalogue } from "../../core/instacollect/hosted-page-api";
import { ScreenFrame } from "./ScreenFrame";

type Choice = { id: string; label: string };

function ChoiceList({ choices, onChoose }: { choices: Choice[]; onChoose: (id: string) => void }) {
  return (
    <ul className="pay-choices">
      {choices.map((choice) => (
        <li key={choice.id}>
          <button type="button" onClick={() => onChoose(choice.id)}>
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Home: the biller categories. */
export function HomeScreen({
  catalogue,
  onChoose,
}: {
  catalogue: Catalogue;
  onChoose: (code: string) => void;
}) {
  const choices = catalogue.categories.map((category) => ({
    id: category.categoryCode,
    label: category.categoryName,
  }));
  return (
    <ScreenFrame title="Pay a bill">
      <p>Choose what the bill is for.</p>
      <ChoiceList choices={choices} onChoose={onChoose} />
    </ScreenFrame>
  );
}

/** The billers of one category. */
export function BillersScreen({
  catalogue,
  categoryCode,
  onChoose,
  onBack,
}: {
  catalogue: Catalogue;
  categoryCode: string;
  onChoose: (billerId: string) => void;
  /** Absent on the screen the link landed on. */
  onBack: (() => void) | undefined;
}) {
  const category = catalogue.categories.find((entry) => entry.categoryCode === categoryCode);
  const choices = catalogue.billers
    .filter((biller) => biller.categoryCode === categoryCode)
    .map((biller) => ({ id: biller.billerId, label: biller.name }));
  return (
    <ScreenFrame title={category?.categoryName ?? "Billers"} onBack={onBack}>
      {choices.length > 0 ? (
        <>
          <p>Choose your biller.</p>
          <ChoiceList choices={choices} onChoose={onChoose} />
        </>
      ) : (
        <p>No biller of this category takes payments here yet.</p>
      )}
    </ScreenFrame>
  );
}
