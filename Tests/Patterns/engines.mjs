// Runs anchored patterns through this Node's RegExp, with no flag, with 'u' and with 'v' (the
// flag HTML's pattern attribute compiles with). Reads [{anchored, probes}] as JSON on standard
// input; writes, for each pattern, {ecma, ecma_u, ecma_v}: a string of 0/1, one per probe
// (RegExp.prototype.test, i.e. search, as JSON Schema's pattern), or "error: ..." when the
// pattern does not compile with that flag.
//
// With the argument 'attack', reads [{anchored, prefix, pump, suffix}] instead and writes, for
// each, {pumps, more, low, high}: the milliseconds a search takes with `pumps` and `pumps + more`
// copies of the pump, `pumps` being the first count from 8 that takes 10 ms (or 40), `more` the
// first of 1 to 4 extra pumps that makes it 4 times as long (or 4).
import { readFileSync } from "node:fs";

const input = JSON.parse(readFileSync(0, "utf8"));

function milliseconds(regex, text) {
    let best = Infinity;
    for (let k = 0; k < 2; k++) {
        const start = performance.now();
        regex.test(text);
        best = Math.min(best, performance.now() - start);
    }
    return best;
}

if (process.argv[2] === "attack") {
    const output = input.map(({ anchored, prefix, pump, suffix }) => {
        const regex = new RegExp(anchored);
        const text = (n) => prefix + pump.repeat(n) + suffix;
        let pumps = 8;
        while (pumps < 40 && milliseconds(regex, text(pumps)) < 10) pumps += 2;
        const low = milliseconds(regex, text(pumps));
        let high = low, more = 0;
        while (more < 4 && high < 4 * low) high = milliseconds(regex, text(pumps + ++more));
        return { pumps, more, low, high };
    });
    process.stdout.write(JSON.stringify(output));
    process.exit(0);
}

const flags = { ecma: "", ecma_u: "u", ecma_v: "v" };
const output = input.map(({ anchored, probes }) => {
    const results = {};
    for (const [name, flag] of Object.entries(flags)) {
        let regex;
        try {
            regex = new RegExp(anchored, flag);
        } catch (error) {
            results[name] = "error: " + error.message;
            continue;
        }
        results[name] = probes.map((probe) => (regex.test(probe) ? "1" : "0")).join("");
    }
    return results;
});
process.stdout.write(JSON.stringify(output));
