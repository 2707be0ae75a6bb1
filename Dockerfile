# One image for every role of the production shape (docker-compose.yml): the one-shot migrate
# step and each app replica run this same image, so every instance serves one build.
#   docker build --build-arg NEXT_BUILD_ID=$(git rev-parse --short HEAD) -t bloom-site .
FROM node:24-bookworm-slim

# pg_dump/pg_restore for `npm run backup` / `npm run restore` inside the container. Debian 12's
# client is PostgreSQL 15, the major of the embedded default and of docker-compose's `db`; a newer
# server needs that major's client tools (see the README's "Backup and restore").
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .

# Build-time settings: the build id and deployment id are fixed into the build, and
# NEXT_PUBLIC_* values are inlined into the browser code. The public address is not one of
# them: the server reads SITE_URL when it starts, so this image serves any address.
ARG NEXT_BUILD_ID=local
ARG NEXT_DEPLOYMENT_ID
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=
ENV NEXT_BUILD_ID=$NEXT_BUILD_ID \
    NEXT_DEPLOYMENT_ID=$NEXT_DEPLOYMENT_ID \
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=$NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY

# The build renders pages from a database: with no DATABASE_URL here it uses a throwaway embedded
# PostgreSQL with the demo content. Those build-time pages are never served in this topology:
# the Next cache lives in Redis (REDIS_URL), which starts empty, so each page is rendered from
# the real database on its first request.
RUN npm run build && rm -rf .data

ENV NODE_ENV=production PORT=3000
EXPOSE 3000
# Runs pending migrations (under an advisory lock; a no-op after the migrate service), then
# the production server (scripts/serve.mjs: Next's handler, compression, scripts after the first
# paint). SIGTERM lets requests in flight finish (SHUTDOWN_GRACE_MS, 25 s).
CMD ["node", "scripts/run.mjs", "start"]
