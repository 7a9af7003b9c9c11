import fs from "node:fs";
// Adds lockfile entries for optional platform packages (see sync-server/src/lockfile.test.ts).
const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const P = lock.packages;
const OS = { android: "android", darwin: "darwin", freebsd: "freebsd", linux: "linux", openbsd: "openbsd", win32: "win32", openharmony: "openharmony" };
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x"];
let added = 0;
for (const [key, entry] of Object.entries(P)) {
  if (!entry.optionalDependencies) continue;
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    if (P[`${key}/node_modules/${dep}`] || P[`node_modules/${dep}`]) continue;
    const parts = dep.split("/").pop().split("-");
    const os = parts.find((p) => OS[p]);
    const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes("arm") || parts.includes("gnueabihf") || parts.includes("eabi") ? "arm" : undefined);
    const row = { version, dev: entry.dev, optional: true };
    if (parts.includes("wasm32")) row.cpu = ["wasm32"];
    else { if (os) row.os = [os]; if (cpu) row.cpu = [cpu]; }
    if (parts.includes("musl")) row.libc = ["musl"];
    if (parts.includes("gnu")) row.libc = ["glibc"];
    if (!row.os && !row.cpu) { console.warn("cannot place", dep); continue; }
    P[`node_modules/${dep}`] = row;
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(P).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added}`);
