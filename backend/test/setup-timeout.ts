// Each file boots the app on its own fresh database; PGlite's initdb alone takes seconds.
jest.setTimeout(60_000);
