// The sandbox's API behind the app's own /api, as an operator's backend would be (SANDBOX_URL at build time).
export default {
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${process.env.SANDBOX_URL}/api/:path*` }];
  },
};
