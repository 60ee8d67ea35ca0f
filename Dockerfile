# Production image: builds the web app and the API bundle, serves both from one Node process.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
