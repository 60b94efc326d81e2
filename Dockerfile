# syntax=docker/dockerfile:1
# The API with the shell and the bundled feature apps, in one image (docs/deployment.md).
#   docker build -t mealapp .
#   docker run --init -p 3000:3000 -v mealapp-data:/data mealapp
# NODE_IMAGE: the official Node.js image, pinned to one release so a rebuild gets the same runtime:
# the release in .node-version (a build argument's default cannot read a file; deploy.test.mjs checks);
# any Debian-based image with node and npm at the same paths will do (the image test builds on a
# local one made without a registry, deploy/podman.mjs).
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

# Every package.json and the lock file, alone: the install layers below are reused until one changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -maxdepth 3 \( -name package.json -o -name package-lock.json \) -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
# As scripts/workspace.mjs installs (dev dependencies are the build's tools); npm runs no install scripts.
RUN --mount=type=cache,target=/root/.npm npm install --include=dev --no-audit --no-fund --ignore-scripts
COPY . .
RUN node node_modules/nx/dist/bin/nx.js run-many -t build --output-style=static --skip-nx-cache

# The backend's production dependencies only: no build tools, test tools or browser packages.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace backend --include-workspace-root=false --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The manifests and node_modules folders (root and per workspace, where npm keeps a package whose
# version differs from the root's), then the built code.
COPY --from=runtime-deps /app ./
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/libs/domain/dist libs/domain/dist
# The web root is the folder above backend/ (WEB_ROOT): the shell and each feature app from its dist.
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-pantry/dist mfe-pantry/dist
COPY --from=build /app/mfe-shopping/dist mfe-shopping/dist
COPY --from=build /app/mfe-recipes/dist mfe-recipes/dist
COPY --from=build /app/mfe-planner/dist mfe-planner/dist
COPY --from=build /app/mfe-account/dist mfe-account/dist
# The embedded database, its generated secrets and published feature apps live under DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready: migrated, database reachable, not shutting down (GET /api/health/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops on SIGTERM itself (finishes requests, closes the database); run with --init
# (compose: init: true) so a process reaper sits at PID 1 as well.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "backend/dist/main.js"]
