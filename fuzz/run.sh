#!/usr/bin/env bash
# fuzz/run.sh SECONDS: fuzz the whole formc pipeline (parse, check, render diagnostics, every
# diagnostic format and every output target) with libFuzzer for SECONDS seconds.
#
# Builds fuzz/ (release, --sanitize=fuzzer), seeds a working corpus (fuzz/corpus, kept between
# runs, not committed) from every .form file in the repository and every saved regression, and
# runs with the dictionary fuzz/formc.dict. A crash, a broken invariant (PipelineInvariants),
# a timeout (an input slower than 10 s) or an out-of-memory is saved to fuzz/crashes/ and
# makes the script exit non-zero. To keep a finding, fix it, then copy the input into
# fuzz/regressions/ (FuzzTests replays every file there).
#
# Environment: FUZZ_MAX_LEN (default 8192) is the largest input tried; FUZZ_ARGS adds
# libFuzzer options (such as -seed=1 or -jobs=2).
set -euo pipefail
cd "$(dirname "$0")"

seconds=${1:?usage: fuzz/run.sh SECONDS}
max_len=${FUZZ_MAX_LEN:-8192}

echo "== fuzz: building (release, --sanitize=fuzzer)"
# SwiftPM caches this package's build plan and does not notice source files added to the
# root package it depends on by path; drop the plan so it is made afresh (the compiled
# objects stay, so this costs nothing when nothing changed).
rm -f .build/release.yaml .build/release/description.json
if ! swift build -c release --sanitize=fuzzer --product FormFuzz > .build-log.txt 2>&1; then
    cat .build-log.txt; echo "fuzz: build failed"; exit 1
fi
binary=$(swift build -c release --sanitize=fuzzer --show-bin-path)/FormFuzz

mkdir -p corpus crashes
# Seeds: every example, test form and golden input, and every saved regression. Copies are
# named by content, so re-seeding never duplicates.
seed() {
    local f
    for f in "$@"; do
        [ -f "$f" ] || continue
        cp "$f" "corpus/seed-$(cksum < "$f" | tr ' ' '-')"
    done
}
seed $(find .. -name '*.form' -not -path '*/.build/*' -not -path '../fuzz/*' | sort) regressions/*

before=$(ls crashes | wc -l)
echo "== fuzz: ${seconds}s, inputs up to $max_len bytes"
set +e
# SWIFT_BACKTRACE=enable=no: Swift's backtracer would otherwise take over the crash signal
# and libFuzzer would not save the input.
SWIFT_BACKTRACE=enable=no "$binary" corpus \
    -dict=formc.dict \
    -max_total_time="$seconds" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -max_len="$max_len" \
    -artifact_prefix=crashes/ \
    -print_final_stats=1 \
    ${FUZZ_ARGS:-} 2>&1 | grep -v -E '^#[0-9]+\s+(NEW|REDUCE|pulse)' | tail -n 40
status=${PIPESTATUS[0]}
set -e
after=$(ls crashes | wc -l)
if [ "$status" -ne 0 ] || [ "$after" -gt "$before" ]; then
    echo "fuzz: FAILED (exit $status); new inputs in fuzz/crashes/:"
    ls -t crashes | head -n $((after - before + 1))
    exit 1
fi
echo "fuzz: ok, no crash in ${seconds}s"

# The invariants check the generated Swift's string literals, not its grammar: every clean
# input of the corpus goes through 'swiftc -parse' too (syntax only, views included).
echo "== fuzz: the corpus's generated Swift through swiftc -parse"
swift_out=$(mktemp -d)
FORMC_FUZZ_SWIFT_OUT="$swift_out" SWIFT_BACKTRACE=enable=no "$binary" -runs=0 corpus > /dev/null 2>&1
count=$(ls "$swift_out" | wc -l)
if ! (cd "$swift_out" && ls | xargs -n 200 swiftc -parse) > .swiftc-parse.log 2>&1; then
    head -n 40 .swiftc-parse.log
    echo "fuzz: FAILED: generated Swift that does not parse; the files are in $swift_out"
    exit 1
fi
rm -rf "$swift_out"
echo "fuzz: ok, the Swift of $count clean inputs parses"
