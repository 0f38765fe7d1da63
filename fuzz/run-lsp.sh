#!/usr/bin/env bash
# fuzz/run-lsp.sh SECONDS: fuzz formc lsp's message handling (framing, JSON, every method on
# an open document) with libFuzzer for SECONDS seconds. Seeds are LSP sessions in
# fuzz/lsp-seeds/; the working corpus is fuzz/lsp-corpus (not committed). A crash, or output
# that is not framed JSON, is saved to fuzz/crashes/ and makes the script exit non-zero.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:?usage: fuzz/run-lsp.sh SECONDS}

echo "== fuzz lsp: building (release, --sanitize=fuzzer)"
rm -f .build/release.yaml .build/release/description.json
if ! swift build -c release --sanitize=fuzzer --product FormLSPFuzz > .build-lsp-log.txt 2>&1; then
    cat .build-lsp-log.txt; echo "fuzz lsp: build failed"; exit 1
fi
binary=$(swift build -c release --sanitize=fuzzer --show-bin-path)/FormLSPFuzz
mkdir -p lsp-corpus crashes
cp lsp-seeds/* lsp-corpus/
before=$(ls crashes | wc -l)
set +e
SWIFT_BACKTRACE=enable=no "$binary" lsp-corpus -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -artifact_prefix=crashes/ -print_final_stats=1 ${FUZZ_ARGS:-} 2>&1 \
    | grep -v -E '^#[0-9]+\s+(NEW|REDUCE|pulse)' | tail -n 20
status=${PIPESTATUS[0]}
set -e
after=$(ls crashes | wc -l)
if [ "$status" -ne 0 ] || [ "$after" -gt "$before" ]; then
    echo "fuzz lsp: FAILED (exit $status); see fuzz/crashes/"; exit 1
fi
echo "fuzz lsp: ok, no crash in ${seconds}s"
