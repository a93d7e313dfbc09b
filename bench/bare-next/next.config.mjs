// Next's defaults, as a fresh app has them. Its own project (bench/bare-next), built and served by
// scripts/bench.mjs with the repository's Next.
const nextConfig = {};

export default nextConfig;
