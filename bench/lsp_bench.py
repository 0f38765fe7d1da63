"""formc lsp latency and memory, end to end through its standard I/O, as an editor sees it.

Usage: python3 bench/lsp_bench.py path/to/formc [KEYSTROKES] [--busy] [--tokens]

On a generated form of 1,000 fields (about 60 KB): the time from writing a one-character
incremental change to reading the `publishDiagnostics` it causes (median and p99 over
KEYSTROKES keystrokes, default 1,000), the latency of completion and hover, and the
server's resident memory before and after 10,000 edits (Linux: /proc/PID/status).
Then the same keystrokes on a 5-field form, and the ratio of the two p99s: what the file's
size costs a keystroke. With `--busy`, every measurement runs while another process keeps
one processor busy (a build beside the editor). Last, semantic tokens after each of 200 edits
on forms of 5, 1,000 and 4,000 fields: the whole file (`full`), the difference from the previous
result (`full/delta`) and one screen (`range`); with `--tokens`, only those.
Build formc with `swift build -c release` first; a debug build is several times slower.
"""

import json
import os
import statistics
import subprocess
import sys
import time


def form(fields):
    """A clean form (no diagnostics): what an editor holds most of the time."""
    lines = ["form Big {", '    title "Big"', "    keyboardToolbar previous, next, done"]
    kinds = ["text", "int", "secure", "double"]
    for i in range(fields):
        kind = kinds[i % len(kinds)]
        extra = {"text": "contentType givenName; validate required, length(1...40)",
                 "int": "validate range(0...1000)", "secure": "contentType password",
                 "double": "maxLength 12"}[kind]
        lines.append(f'    field f{i}: {kind} {{ label "Field {i}"; {extra} }}')
    lines.append("    focus " + ", ".join(f"f{i}" for i in range(fields)))
    lines.append("}")
    return "\n".join(lines) + "\n"


class Server:
    def __init__(self, formc):
        self.process = subprocess.Popen([formc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, bufsize=0)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        body = b""
        while len(body) < length:
            body += self.process.stdout.read(length - len(body))
        return json.loads(body)

    def request(self, method, params):
        message_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": message_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == message_id:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def until_diagnostics(self):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics":
                return message

    def rss_kb(self):
        for line in open(f"/proc/{self.process.pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))]


def type_into(server, uri, line, column, keystrokes, version):
    """Types "x" at (line, column) and deletes it again, alternately, `keystrokes` times, each
    change timed until its diagnostics arrive; returns the times in ms and the last version."""
    timings = []
    for n in range(keystrokes):
        version += 1
        if n % 2 == 0:
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}}, "text": "x"}
        else:
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + 1}}, "text": ""}
        start = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        server.until_diagnostics()
        timings.append((time.perf_counter() - start) * 1000)
    return timings, version


def open_form(formc, fields, uri):
    """A server with a form of `fields` fields open at `uri`, its first diagnostics received:
    the server, its capabilities, and the line and column at the end of the middle field's
    label text, where the benchmarks type."""
    text = form(fields)
    server = Server(formc)
    capabilities = server.request("initialize", {"capabilities": {}})["result"]["capabilities"]
    server.notify("initialized", {})
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "formc", "version": 1, "text": text}})
    server.until_diagnostics()
    middle = fields // 2
    line = 3 + middle
    label = f'"Field {middle}'
    column = text.split("\n")[line].index(label) + len(label)
    return server, capabilities, line, column


def keystroke_p99(formc, fields, keystrokes):
    """Median and p99 of keystroke → diagnostics on a form of `fields` fields, typing into the
    label of its middle field."""
    uri = "file:///bench/Small.form"
    server, _, line, column = open_form(formc, fields, uri)
    timings, _ = type_into(server, uri, line, column, keystrokes, version=1)
    server.request("shutdown", None)
    server.notify("exit", None)
    server.process.wait(10)
    return statistics.median(timings), percentile(timings, 99)


def semantic_tokens(formc, fields, edits=200):
    """Semantic tokens after each of `edits` one-character edits into the label of the middle
    field of a form of `fields` fields (the diagnostics each edit causes are awaited, untimed):
    `semanticTokens/range` over the 60 lines around the edit (a screen; then once more, when
    the syntax tree of the new text is made), `full/delta` against
    the result from before the edit (when the server advertises it), and `semanticTokens/full`
    (what a client without delta support asks for). Returns, per request, (median ms, p99 ms,
    mean bytes of the result)."""
    uri = "file:///bench/Tokens.form"
    server, capabilities, line, column = open_form(formc, fields, uri)
    full = capabilities.get("semanticTokensProvider", {}).get("full")
    has_delta = isinstance(full, dict) and full.get("delta") is True
    document = {"textDocument": {"uri": uri}}
    screen = {"start": {"line": max(0, line - 30), "character": 0}, "end": {"line": line + 30, "character": 0}}
    samples = {"range": ([], []), "range again": ([], []), "delta": ([], []), "full": ([], [])}
    result_id = server.request("textDocument/semanticTokens/full", document)["result"].get("resultId")
    version = 1

    def timed(kind, method, params):
        start = time.perf_counter()
        response = server.request(method, params)
        samples[kind][0].append((time.perf_counter() - start) * 1000)
        samples[kind][1].append(len(json.dumps(response["result"])))
        return response["result"]

    for n in range(edits):
        _, version = type_into(server, uri, line, column, 1, version)
        # As an editor asks after an edit: the screen first (it pays for the new syntax tree),
        # then the whole file, as a delta against the result from before the edit.
        timed("range", "textDocument/semanticTokens/range", dict(document, range=screen))
        # The same screen again: the range's own work, with the syntax tree already made.
        timed("range again", "textDocument/semanticTokens/range", dict(document, range=screen))
        if has_delta:
            timed("delta", "textDocument/semanticTokens/full/delta", dict(document, previousResultId=result_id))
        result_id = timed("full", "textDocument/semanticTokens/full", document).get("resultId")
    server.request("shutdown", None)
    server.notify("exit", None)
    server.process.wait(10)
    return {kind: (statistics.median(times), percentile(times, 99), statistics.mean(sizes))
            for kind, (times, sizes) in samples.items() if times}


def report_semantic_tokens(formc, sizes=(5, 1000, 4000)):
    """Semantic tokens on forms of each size in `sizes`, and each median's ratio to the first's."""
    results = {fields: semantic_tokens(formc, fields) for fields in sizes}
    base = results[sizes[0]]
    for fields in sizes:
        for kind, (median, p99, size) in results[fields].items():
            print(f"semantic tokens {kind}, {fields:,} fields: median {median:.2f} ms, p99 {p99:.2f} ms, "
                  f"{size:,.0f} bytes; median {median / base[kind][0]:.1f}x the {sizes[0]}-field form's")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    formc = args[0]
    keystrokes = int(args[1]) if len(args) > 1 else 1000
    if "--tokens" in sys.argv:
        # Semantic tokens alone.
        report_semantic_tokens(formc)
        return
    busy = None
    if "--busy" in sys.argv:
        # One processor kept busy for the whole run, as a build beside the editor would.
        busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        run(formc, keystrokes, busy is not None)
    finally:
        if busy:
            busy.kill()


def run(formc, keystrokes, busy):
    text = form(1000)
    uri = "file:///bench/Big.form"
    server = Server(formc)
    server.request("initialize", {"capabilities": {}})
    server.notify("initialized", {})
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "formc", "version": 1, "text": text}})
    server.until_diagnostics()
    rss_open = server.rss_kb()

    # Type into the label of field 500 and delete again, alternately.
    line = 503
    column = len('    field f500: text { label "Field 500')
    timings, version = type_into(server, uri, line, column, keystrokes, version=1)

    def timed(method, params, runs=200):
        samples = []
        for _ in range(runs):
            start = time.perf_counter()
            server.request(method, params)
            samples.append((time.perf_counter() - start) * 1000)
        return statistics.median(samples), percentile(samples, 99)

    completion = timed("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": line, "character": 8}})
    keyboard_line = text.split("\n").index('    field f501: int { label "Field 501"; validate range(0...1000) }')
    hover = timed("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": keyboard_line, "character": 12}})

    # 10,000 more edits, each answered with its diagnostics, then memory.
    type_into(server, uri, line, column, 10_000, version)
    rss_after = server.rss_kb()
    server.request("shutdown", None)
    server.notify("exit", None)
    server.process.wait(10)

    print(f"document: 1,000 fields, {len(text.encode()):,} bytes")
    print(f"keystroke → diagnostics: median {statistics.median(timings):.2f} ms, p99 {percentile(timings, 99):.2f} ms ({keystrokes} keystrokes)")
    print(f"completion: median {completion[0]:.2f} ms, p99 {completion[1]:.2f} ms")
    print(f"hover: median {hover[0]:.2f} ms, p99 {hover[1]:.2f} ms")
    print(f"memory (RSS): {rss_open / 1024:.1f} MiB after opening, {rss_after / 1024:.1f} MiB after 10,000 more edits")
    small = keystroke_p99(formc, 5, keystrokes)
    print(f"keystroke → diagnostics, 5 fields: median {small[0]:.2f} ms, p99 {small[1]:.2f} ms")
    print(f"p99 ratio, 1,000 fields / 5 fields: {percentile(timings, 99) / small[1]:.1f}x"
          + (" (one processor kept busy)" if busy else ""))
    # Each keystroke parses and checks the whole document again: there is no incremental check.
    print("re-checked per keystroke: the whole document")
    report_semantic_tokens(formc)


if __name__ == "__main__":
    main()
