import { configure } from "@testing-library/dom";

// waitFor / findBy* wait up to 5 s instead of Testing Library's 1 s: on a shared 2-core CI
// machine a render that takes 1.8 s is slow, not wrong (search-panel's paging test missed 1 s
// under load and passed alone). A test that never gets there still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });
