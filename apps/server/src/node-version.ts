/**
 * The Node.js versions the portal runs on, as package.json's `engines` says (`^20.19.0 ||
 * >=22.12.0`): 24 (Active LTS) and 22 (Maintenance LTS) are supported; 20.19 and newer still works
 * and is tested, but Node.js 20 reached its end of life on 30 April 2026. The floor is where Node.js
 * learnt to `require()` an ES module, which the stack needs: @fastify/static loads content-disposition
 * 3 and Fastify's inject loads cookie 2 that way. Below it the server would fail later, with an error
 * that names neither Node.js nor the fix.
 */
export type NodeSupport = { supported: true; warning?: string } | { supported: false; message: string };

const WANTED = 'Node.js 24 or 22 (22.12 or newer)';

export function nodeSupport(version: string): NodeSupport {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if ((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22) {
    if (major !== 20) return { supported: true };
    return {
      supported: true,
      warning: `Node.js ${version} is past its end of life (30 April 2026) and gets no security fixes; the portal is built for ${WANTED}.`,
    };
  }
  return {
    supported: false,
    message: `The portal needs ${WANTED}; 20.19 or newer still works but is past its end of life. This is Node.js ${version}: install a supported version and start again.`,
  };
}
