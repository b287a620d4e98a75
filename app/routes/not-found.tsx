import { NotFound, notFoundDescription, notFoundTitle } from "../components/NotFound";
import { pageMeta } from "../page-meta";

export const meta = () => pageMeta(notFoundTitle, notFoundDescription);

export default NotFound;
