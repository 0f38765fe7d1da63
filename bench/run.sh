#!/usr/bin/env bash
# bench/run.sh: formc's benchmarks. Builds release, generates the inputs, measures throughput,
# start-up, memory, scaling and instruction counts, compares with protoc, prints the results
# and writes them to bench/RESULTS.md.
#
# Runs from a clean clone on a Debian machine with the Swift toolchain; installs hyperfine,
# protobuf-compiler, valgrind, GNU time and python3 with apt-get when they are missing. Takes
# about ten minutes on 2 cores. Not part of .ci/run (too slow); CI runs `formc-bench smoke` instead.
#
# Settings (environment):
#   RUNS=11                 in-process runs per stage on the large input (medians), one
#                           per round: the stages take turns, round after round
#   LARGE_BYTES=10000000    size of the large input
#   SCALE_BYTES=600000      size of the 1x scaling input (10x and 100x are 10 and 100 times
#                           as many forms from the same generator)
#   STARTUP_RUNS=200        process runs per command on the typical form
#   STARTUP_ROUNDS=20       rounds those runs are spread over, the commands taking turns
#   OUT=bench/RESULTS.md    where the results go ('-' for standard output only)
#   BEFORE=                 a formc-bench built from an earlier commit (in a clone of that
#                           commit: swift build -c release --package-path bench); each stage
#                           is then measured with it too, for a before/after table, on
#                           inputs of the core language that every formc since the
#                           benchmarks began checks clean (formc-bench generate --language core)
#   BEFORE_LABEL=           what to call that commit in the tables (its short hash)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

RUNS=${RUNS:-11}
LARGE_BYTES=${LARGE_BYTES:-10000000}
SCALE_BYTES=${SCALE_BYTES:-600000}
STARTUP_RUNS=${STARTUP_RUNS:-200}
STARTUP_ROUNDS=${STARTUP_ROUNDS:-20}
OUT=${OUT:-bench/RESULTS.md}
BEFORE=${BEFORE:-}
BEFORE_LABEL=${BEFORE_LABEL:-before}

log() { echo "run.sh: $*" >&2; }

# --- tools -------------------------------------------------------------------------------
missing=()
command -v hyperfine >/dev/null || missing+=(hyperfine)
command -v protoc >/dev/null || missing+=(protobuf-compiler)
command -v valgrind >/dev/null || missing+=(valgrind)
[ -x /usr/bin/time ] || missing+=(time)
command -v python3 >/dev/null || missing+=(python3)   # gathers the start-up rounds
if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

load_before=$(uptime)

# --- build -------------------------------------------------------------------------------
log "building release (formc, harness, hello)"
swift build -c release --product formc >&2
# SwiftPM caches the bench package's build plan and does not notice source files added to
# the root package it reaches through bench/.formc; drop the plan so it is made afresh (the
# compiled objects stay, so this costs nothing when nothing changed).
rm -f bench/.build/release.yaml bench/.build/release/description.json
swift build -c release --package-path bench >&2
swift build -c release --package-path bench/hello >&2
formc=$root/.build/release/formc
harness=$root/bench/.build/release/formc-bench
hello=$root/bench/hello/.build/release/hello
targets=$("$harness" targets)
has_target() { grep -qx "$1" <<<"$targets"; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# --- inputs ------------------------------------------------------------------------------
log "generating inputs"
"$harness" generate --forms 1 -o "$tmp/typical.form" --proto "$tmp/typical.proto" 2>/dev/null
"$harness" generate --bytes "$LARGE_BYTES" -o "$tmp/large.form" --proto "$tmp/large.proto" 2>/dev/null
"$harness" generate --bytes "$SCALE_BYTES" -o "$tmp/x1.form" 2>/dev/null
if [ -n "$BEFORE" ]; then
    "$harness" generate --language core --bytes "$LARGE_BYTES" -o "$tmp/large-core.form" 2>/dev/null
    "$harness" generate --language core --bytes "$SCALE_BYTES" -o "$tmp/x1-core.form" 2>/dev/null
    scale_bytes_core=$(stat -c %s "$tmp/x1-core.form")
fi
scale_forms=$("$harness" info "$tmp/x1.form" | cut -f1)
"$harness" generate --forms $((scale_forms * 10)) -o "$tmp/x10.form" 2>/dev/null
"$harness" generate --forms $((scale_forms * 100)) -o "$tmp/x100.form" 2>/dev/null
read -r typical_forms typical_fields typical_bytes < <("$harness" info "$tmp/typical.form")
read -r large_forms large_fields large_bytes < <("$harness" info "$tmp/large.form")
proto_bytes=$(stat -c %s "$tmp/large.proto")
# The generated forms are clean: the harness refuses anything else, and so does formc.
"$formc" check --strict "$tmp/typical.form" "$tmp/large.form"

# --- helpers -----------------------------------------------------------------------------
# median seconds of a command, by hyperfine; extra hyperfine options first, then the command.
median() {
    local json=$tmp/hyperfine.json
    hyperfine --style none --export-json "$json" "$@" >/dev/null 2>&1
    sed -nE 's/.*"median": *([0-9.eE+-]+).*/\1/p' "$json" | head -1
}
# user + system seconds (means) of the last median() call: unlike wall time, hardly moved by
# other work on the machine.
cpu_seconds() {
    local json=$tmp/hyperfine.json
    awk -F': *' '/"user":/ { gsub(/[ ,]/, "", $2); u = $2 } /"system":/ { gsub(/[ ,]/, "", $2); s = $2 } END { print u + s }' "$json"
}
# One figure GNU time gives of a command (FORMAT, such as %M), the median of 3 runs.
gnu_time() { # FORMAT COMMAND...
    local format=$1
    shift
    for _ in 1 2 3; do /usr/bin/time -f "$format" -o "$tmp/time.txt" "$@" >/dev/null 2>&1 || true; cat "$tmp/time.txt"; done \
        | sort -n | sed -n 2p
}
# peak resident memory in KiB of a command (median of 3 runs)
peak_kib() { gnu_time '%M' "$@"; }
ms() { awk -v s="$1" 'BEGIN { printf "%.2f ms", s * 1000 }'; }
secs() { awk -v s="$1" 'BEGIN { if (s >= 1) printf "%.2f s", s; else printf "%.1f ms", s * 1000 }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f MiB", k / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v op="$2" -v t="$3" 'BEGIN { ok = (op == ">=") ? v >= t : v <= t; print ok ? "met" : "**missed**" }'; }
# Instructions counted by callgrind for a command.
instructions() {
    local out=$tmp/callgrind.out
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1
    grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}'
}

# --- 1. throughput, in process, large input ---------------------------------------------
# Each round runs every stage once in a fresh harness process (after a warm-up run of that
# stage), so the $RUNS runs of a stage are spread over the minutes the section takes instead of
# falling back to back into whatever the machine was doing for those few seconds; with BEFORE,
# its harness and today's take their turns in the same rounds. merge_stages then gives each
# stage the medians of its rounds, in the same columns as one `stages` run.
merge_stages() { # OUT FILE...
    local out=$1
    shift
    python3 - "$@" > "$out" <<'PY'
import statistics, sys
samples = {}
for path in sys.argv[1:]:
    for line in open(path):
        name, median, mbs, fps, output, minimum, cpu = line.rstrip("\n").split("\t")
        samples.setdefault(name, []).append((float(median), float(mbs), float(fps), int(output), float(minimum), float(cpu)))
for name, rows in samples.items():
    wall = statistics.median(r[0] for r in rows)
    megabytes, fields = rows[0][1] * rows[0][0], rows[0][2] * rows[0][0]
    print("\t".join(str(v) for v in (name, wall, megabytes / wall, fields / wall, rows[0][3],
                                      min(r[4] for r in rows), statistics.median(r[5] for r in rows))))
PY
}
rounds_dir=$tmp/rounds
mkdir -p "$rounds_dir"
log "throughput: $RUNS rounds, every stage once a round, on $large_bytes bytes${BEFORE:+ (and on the core input with $BEFORE_LABEL and now)}"
for round in $(seq "$RUNS"); do
    "$harness" stages "$tmp/large.form" --runs 1 > "$rounds_dir/now.$round.tsv"
    if [ -n "$BEFORE" ]; then
        "$BEFORE" stages "$tmp/large-core.form" --runs 1 > "$rounds_dir/before.$round.tsv"
        "$harness" stages "$tmp/large-core.form" --runs 1 > "$rounds_dir/core.$round.tsv"
    fi
done
merge_stages "$tmp/stages.tsv" "$rounds_dir"/now.*.tsv
stage_value() { awk -F'\t' -v n="$1" -v c="$2" '$1 == n { print $c }' "$tmp/stages.tsv"; }
check_row="lex + parse + check (formc check)"
check_mbs=$(stage_value "$check_row" 3)
check_cpu_mbs=$(awk -v b="$large_bytes" -v c="$(stage_value "$check_row" 7)" 'BEGIN { printf "%.0f", b / 1e6 / c }')
one_thread_mbs=$check_mbs
compile_mbs=$(stage_value "lex + parse + check + model and tree (Compiler.compile)" 3)
swift_mbs=$(stage_value "generate swift" 3)
# Every stage runs on one thread. An earlier formc (BEFORE) may check the parts of a
# large file side by side in its `formc check` pass and Compiler.compile: its one-thread row of
# the pass is compared with today's pass, and those two rows are left out.
one_thread_stage() { [ "$1" != "lex + parse + check (formc check)" ] && [[ "$1" != *Compiler.compile* ]]; }
before_rows=""
before_section=""
if [ -n "$BEFORE" ]; then
    merge_stages "$tmp/stages-before.tsv" "$rounds_dir"/before.*.tsv
    merge_stages "$tmp/stages-core.tsv" "$rounds_dir"/core.*.tsv
    while IFS=$'\t' read -r name median mbs _; do
        one_thread_stage "$name" || continue
        after=$(awk -F'\t' -v n="${name%, one thread}" '$1 == n { print $2 "\t" $3 }' "$tmp/stages-core.tsv")
        [ -n "$after" ] || continue
        before_rows+=$(awk -F'\t' -v n="$name" -v bt="$median" -v bm="$mbs" -v a="$after" 'BEGIN {
            split(a, x, "\t")
            printf "| %s | %.1f ms | %.0f MB/s | %.1f ms | %.0f MB/s | %.2fx |\n", n, bt * 1000, bm, x[1] * 1000, x[2], bt / x[1] }')$'\n'
    done < "$tmp/stages-before.tsv"
    before_section="### Before and after, one thread

The stages that run on one thread, measured as above with a harness built from
$BEFORE_LABEL and with today's, the two taking turns in the same rounds, on an input of the same size in the
core language ($BEFORE_LABEL knows no toggles, choices, conditions or date bounds:
\`formc-bench generate --language core\`). Where $BEFORE_LABEL checked the parts of a large file side by
side (the \`formc check\` pass and \`Compiler.compile\`), its pass on one thread is the row compared.

| stage | $BEFORE_LABEL | MB/s | now | MB/s | speed-up |
|---|---|---|---|---|---|
$before_rows"
fi

# --- 2. start-up: the typical form, next to hello world and protoc ---------------------------
log "start-up: $STARTUP_RUNS runs per command, in $STARTUP_ROUNDS rounds"
mkdir -p "$tmp/out"
# Two lines: the median seconds of each command, in order, and each command's time as a
# multiple of the first's (hello's). The commands take turns, round after round
# ($STARTUP_ROUNDS rounds of $STARTUP_RUNS / $STARTUP_ROUNDS runs, two warm-up runs each), so that
# the machine's load moving during the minute this takes falls on every command alike rather
# than on whichever ran then. Each median is of all its runs; each multiple is the median over
# the rounds of the command's median in a round over hello's in the same round, so that it
# compares runs a second apart, never a quiet minute's with a busy one's.
startup_all() {
    local dir=$tmp/startup per=$(( (STARTUP_RUNS + STARTUP_ROUNDS - 1) / STARTUP_ROUNDS ))
    rm -rf "$dir" && mkdir -p "$dir"
    for round in $(seq "$STARTUP_ROUNDS"); do
        hyperfine -N --style none --warmup 2 --runs "$per" --export-json "$dir/$round.json" "$@" >/dev/null 2>&1
    done
    python3 - "$dir" "$#" <<'PY'
import glob, json, statistics, sys
count = int(sys.argv[2])
times = [[] for _ in range(count)]
ratios = [[] for _ in range(count)]
for path in glob.glob(sys.argv[1] + "/*.json"):
    results = json.load(open(path))["results"]
    for i, result in enumerate(results):
        times[i] += result["times"]
        ratios[i].append(statistics.median(result["times"]) / statistics.median(results[0]["times"]))
print(" ".join(str(statistics.median(t)) for t in times))
print(" ".join(str(statistics.median(r)) for r in ratios))
PY
}
startup_commands=("$hello" "$formc check $tmp/typical.form" "$formc generate $tmp/typical.form"
    "protoc --proto_path=$tmp --descriptor_set_out=/dev/null $tmp/typical.proto"
    "protoc --proto_path=$tmp --cpp_out=$tmp/out $tmp/typical.proto")
has_target json-schema && startup_commands+=("$formc generate --emit json-schema -o $tmp/out/ $tmp/typical.form")
{
    read -r t_hello t_check t_generate t_pdesc t_pcpp t_json
    read -r _ r_check r_generate r_pdesc r_pcpp r_json
} < <(startup_all "${startup_commands[@]}")
# A multiple as the tables print it.
times_hello() { awk -v r="$1" 'BEGIN { printf "%.2f", r }'; }
m_hello=$(peak_kib "$hello")
m_check=$(peak_kib "$formc" check "$tmp/typical.form")
m_generate=$(peak_kib "$formc" generate "$tmp/typical.form")
m_pdesc=$(peak_kib protoc --proto_path="$tmp" --descriptor_set_out=/dev/null "$tmp/typical.proto")
m_pcpp=$(peak_kib protoc --proto_path="$tmp" --cpp_out="$tmp/out" "$tmp/typical.proto")
json_startup_row=""
if has_target json-schema; then
    m_json=$(peak_kib "$formc" generate --emit json-schema -o "$tmp/out/" "$tmp/typical.form")
    json_startup_row="| \`formc generate --emit json-schema -o DIR\` | $(ms "$t_json") | $(times_hello "$r_json")x | $(mib "$m_json") |"$'\n'
fi

# The work behind those times, counted rather than timed (section 2 says what each count is):
# instructions, lines of code fetched from memory and page faults, for each command once.
startup_work() {
    local out=$tmp/cachegrind.out faults
    valgrind --tool=cachegrind --cache-sim=yes --I1=32768,8,64 --D1=32768,8,64 --LL=8388608,16,64 \
        --cachegrind-out-file="$out" "$@" >/dev/null 2>&1
    faults=$(gnu_time '%R' "$@")
    # The summary's events in the order the file's `events:` line names them.
    awk -v faults="$faults" '/^events:/ { for (i = 2; i <= NF; i++) column[$i] = i }
        /^summary:/ { print $column["Ir"], $column["ILmr"], faults }' "$out"
}
read -r w_hello_ir w_hello_lines w_hello_faults < <(startup_work "$hello")
read -r w_check_ir w_check_lines w_check_faults < <(startup_work "$formc" check "$tmp/typical.form")
read -r w_generate_ir w_generate_lines w_generate_faults < <(startup_work "$formc" generate "$tmp/typical.form")
work_row() { # NAME IR LINES FAULTS
    echo "| $1 | $2 | $(ratio "$2" "$w_hello_ir")x | $3 | $(ratio "$3" "$w_hello_lines")x | $4 | $(ratio "$4" "$w_hello_faults")x |"
}

# --- 3. end to end on the large input, and protoc on the same messages and fields -----------
log "large input end to end, formc and protoc"
clean_out="rm -rf $tmp/out && mkdir -p $tmp/out"
large() { median --warmup 1 --runs 7 "$@"; }
l_check=$(large "$formc check $tmp/large.form"); c_check=$(cpu_seconds)
l_pdesc=$(large "protoc --proto_path=$tmp --descriptor_set_out=/dev/null $tmp/large.proto"); c_pdesc=$(cpu_seconds)
l_generate=$(large --prepare "$clean_out" "$formc generate -o $tmp/out/ $tmp/large.form"); c_generate=$(cpu_seconds)
l_pcpp=$(large --prepare "$clean_out" "protoc --proto_path=$tmp --cpp_out=$tmp/out $tmp/large.proto"); c_pcpp=$(cpu_seconds)
lm_check=$(peak_kib "$formc" check "$tmp/large.form")
lm_generate=$(peak_kib "$formc" generate -o "$tmp/out/" "$tmp/large.form")
lm_pdesc=$(peak_kib protoc --proto_path="$tmp" --descriptor_set_out=/dev/null "$tmp/large.proto")
lm_pcpp=$(peak_kib protoc --proto_path="$tmp" --cpp_out="$tmp/out" "$tmp/large.proto")
json_large_row=""
if has_target json-schema; then
    l_json=$(large --prepare "$clean_out" "$formc generate --emit json-schema -o $tmp/out/ $tmp/large.form"); c_json=$(cpu_seconds)
    lm_json=$(peak_kib "$formc" generate --emit json-schema -o "$tmp/out/" "$tmp/large.form")
    json_large_row="| \`formc generate --emit json-schema -o DIR\` | $(secs "$l_json") | $(secs "$c_json") | $(mib "$lm_json") | | |"$'\n'
fi
memory_ratio=$(awk -v k="$lm_check" -v b="$large_bytes" 'BEGIN { printf "%.2f", k * 1024 / b }')
generate_memory_ratio=$(awk -v k="$lm_generate" -v b="$large_bytes" 'BEGIN { printf "%.2f", k * 1024 / b }')
check_vs_protoc=$(ratio "$l_check" "$l_pdesc")
generate_vs_protoc=$(ratio "$l_generate" "$l_pcpp")
check_vs_protoc_cpu=$(ratio "$c_check" "$c_pdesc")
generate_vs_protoc_cpu=$(ratio "$c_generate" "$c_pcpp")

# --- 4. scaling --------------------------------------------------------------------------
log "scaling: 1x, 10x, 100x"
scale_rows=""
for k in 1 10 100; do
    runs=$RUNS
    process_runs=10
    if [ "$k" -eq 100 ]; then runs=3; process_runs=3; fi
    "$harness" stages "$tmp/x$k.form" --runs "$runs" --only diagnose,compile,swift > "$tmp/scale$k.tsv"
    read -r forms fields bytes < <("$harness" info "$tmp/x$k.form")
    d=$(awk -F'\t' '$1 == "lex + parse + check (formc check)" { print $2 }' "$tmp/scale$k.tsv")
    c=$(awk -F'\t' '$1 ~ /Compiler.compile/ { print $2 }' "$tmp/scale$k.tsv")
    g=$(awk -F'\t' '$1 == "generate swift" { print $2 }' "$tmp/scale$k.tsv")
    pc=$(median --warmup 1 --runs "$process_runs" "$formc check $tmp/x$k.form")
    pg=$(median --warmup 1 --runs "$process_runs" "$formc generate $tmp/x$k.form")
    eval "scale_bytes_$k=$bytes scale_diagnose_$k=$d scale_compile_$k=$c scale_swift_$k=$g scale_pcheck_$k=$pc scale_pgenerate_$k=$pg"
    scale_rows+="| ${k}x | $(awk -v b="$bytes" 'BEGIN { printf "%.1f MB", b / 1e6 }') | $forms | $fields | $(secs "$pc") | $(secs "$pg") | $(secs "$d") | $(secs "$c") | $(secs "$g") |"$'\n'
done
size_ratio=$(ratio "$scale_bytes_100" "$scale_bytes_1")
pcheck_scaling=$(ratio "$scale_pcheck_100" "$scale_pcheck_1")
pgenerate_scaling=$(ratio "$scale_pgenerate_100" "$scale_pgenerate_1")
scale_rows+="| 100x / 1x | ${size_ratio}x | | | **${pcheck_scaling}x** | **${pgenerate_scaling}x** | $(ratio "$scale_diagnose_100" "$scale_diagnose_1")x | $(ratio "$scale_compile_100" "$scale_compile_1")x | $(ratio "$scale_swift_100" "$scale_swift_1")x |"

# --- 5. instructions per byte ------------------------------------------------------------
log "callgrind on the 1x input ($scale_bytes_1 bytes)"
ir_hello=$(instructions "$hello")
ir_check=$(instructions "$formc" check "$tmp/x1.form")
# The same at 10x: whether the work grows linearly, whatever the load (100x would take
# callgrind a quarter of an hour).
ir_check_10=$(instructions "$formc" check "$tmp/x10.form")
ir_generate=$(instructions "$formc" generate "$tmp/x1.form")
ir_generate_10=$(instructions "$formc" generate "$tmp/x10.form")
per_byte() { awk -v i="$1" -v b="${2:-$scale_bytes_1}" 'BEGIN { printf "%.0f", i / b }'; }
# With BEFORE, two more columns on the core-language 1x input: the earlier harness, and today's.
ir_rows=""
for stage in read lex parse check $targets; do
    ir=$(instructions "$harness" once "$stage" "$tmp/x1.form")
    eval "ir_stage_${stage//-/_}=$ir"
    if [ -n "$BEFORE" ]; then
        irb=$(instructions "$BEFORE" once "$stage" "$tmp/x1-core.form")
        irc=$(instructions "$harness" once "$stage" "$tmp/x1-core.form")
        eval "irb_stage_${stage//-/_}=$irb; irc_stage_${stage//-/_}=$irc"
    fi
    case $stage in
        read) continue ;;
        lex) name=lex; base=read ;;
        parse) name="parse (incl. lex)"; base=read ;;
        check) name=check; base=parse ;;
        *) name="generate $stage"; base=check ;;
    esac
    base_ir=ir_stage_$base
    before=""
    if [ -n "$BEFORE" ]; then
        base_irb=irb_stage_$base
        base_irc=irc_stage_$base
        before=" $(per_byte $((irb - ${!base_irb})) "$scale_bytes_core") | $(per_byte $((irc - ${!base_irc})) "$scale_bytes_core") |"
    fi
    ir_rows+="| $name |$before $(per_byte $((ir - ${!base_ir}))) |"$'\n'
done
ir_header="| stage | instructions per input byte |"$'\n'"|---|---|"
[ -n "$BEFORE" ] && ir_header="| stage | $BEFORE_LABEL, core input | now, core input | now |"$'\n'"|---|---|---|---|"

load_after=$(uptime)

# --- report ------------------------------------------------------------------------------
row() { # name median MB/s fields/s outbytes minimum processor-time
    awk -F'\t' '{ out = $5 > 0 ? sprintf("%.1f MB", $5 / 1e6) : "";
                  t = $2 >= 1 ? sprintf("%.2f s", $2) : sprintf("%.1f ms", $2 * 1000);
                  cpu = $7 >= 1 ? sprintf("%.2f s", $7) : sprintf("%.1f ms", $7 * 1000);
                  printf "| %s | %s | %s | %.0f | %.0f k | %s |\n", $1, t, cpu, $3, $4 / 1000, out }' "$tmp/stages.tsv"
}
json_note=""
has_target json-schema || json_note="
The JSON Schema emitter is not in this build of FormDSL yet; its row appears (in every table)
as soon as \`OutputTarget\` has a \`json-schema\` case."

report=$(cat <<EOF
# formc benchmarks

Generated by \`bench/run.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC') at commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift bench ':!bench/RESULTS.md' || echo " (with local changes)").

| | |
|---|---|
| machine | $(uname -srmo) |
| CPU | $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) cores |
| memory | $(free -g | awk '/^Mem:/ { print $2 }') GiB |
| Swift | $(swift --version 2>&1 | head -1) |
| protoc | $(protoc --version) (Debian's protobuf-compiler) |
| load before | \`$load_before\` |
| load after | \`$load_after\` |

The machine is shared: wall times are medians and still move with the load above. The
instruction counts (section 5) do not depend on load and are the figures to compare across
runs.

## Targets

| target | measured | |
|---|---|---|
| lex + parse + check at least 100 MB/s, one thread (large input, in process: the \`formc check\` pass) | $(printf '%.0f' "$one_thread_mbs") MB/s | $(verdict "$one_thread_mbs" ">=" 100) |
| generate Swift at least 60 MB/s of input, one thread (large input, in process) | $(printf '%.0f' "$swift_mbs") MB/s | $(verdict "$swift_mbs" ">=" 60) |
| typical form end to end within 1.5x the hello-world floor: \`check\` | $(times_hello "$r_check")x | $(verdict "$(times_hello "$r_check")" "<=" 1.5) |
| typical form end to end within 1.5x the hello-world floor: \`generate\` | $(times_hello "$r_generate")x | $(verdict "$(times_hello "$r_generate")" "<=" 1.5) |
| peak memory of \`formc check\` on the large input at most 5x its size | ${memory_ratio}x | $(verdict "$memory_ratio" "<=" 5) |

\`formc generate\` is not held to the memory target: it keeps every form's model to write from
and the files it writes (${generate_memory_ratio}x the input at its peak, section 3): the Swift
alone is some sixteen times the size of the input, made whole in memory before it is written.

The \`formc check\` pass (lex, parse, then check the whole tree, making no model) runs at
$(printf '%.0f' "$check_mbs") MB/s ($check_cpu_mbs MB/s of processor time). Making every form's model as well
(\`Compiler.compile\`, what tests, tools and \`formc generate\` call) runs at
$(printf '%.0f' "$compile_mbs") MB/s; section 1 has every stage.

**Against protoc** on the same $large_forms messages and $large_fields fields: \`formc check\` takes
**${check_vs_protoc_cpu}x** the CPU time of \`protoc --descriptor_set_out\` (${check_vs_protoc}x its wall
time), and \`formc generate\` **${generate_vs_protoc_cpu}x** the CPU time of \`protoc --cpp_out\`
(${generate_vs_protoc}x its wall time); section 3. Both work on one thread; CPU time is the
work each does, and on this shared machine the steadier figure.

## 1. Throughput of each stage (large input, in process)

$large_forms forms, $large_fields fields, $large_bytes bytes, generated by
\`formc-bench generate --bytes $LARGE_BYTES\`. Each stage is timed alone, in process, on input
prepared outside the clock (the file read once; the tree or model a stage reads built just
before it, and dropped after it). The stages take turns: $RUNS rounds, each a fresh harness
process that runs every stage once after a warm-up run of it, so that a slow spell of the shared
machine falls on one round of every stage rather than on every run of one; the figures are the
medians of the rounds. "CPU" is the median processor time of the same runs. MB/s and
fields/s are of the *input* and the wall time; "output" is what the stage writes.

| stage | median | CPU | MB/s | fields/s | output |
|---|---|---|---|---|---|
$(row)
$json_note
$before_section

## 2. Start-up: the typical form

One form of $typical_fields fields ($typical_bytes bytes). Wall time is the median of $STARTUP_RUNS runs
by hyperfine (no shell), taken in $STARTUP_ROUNDS rounds in which the commands below take turns (two warm-up
runs each a round), so that the load of the shared machine weighs on each command alike. "vs. hello"
is the median over the rounds of a command's median in a round over hello's in the same round:
it compares runs taken a second apart, never a quiet minute's with a busy one's, and is the
figure the targets judge. Peak memory is the maximum resident set size by GNU
time. The floor is \`bench/hello\`, a Swift executable with no imports that prints one line,
built by SwiftPM in release mode exactly like formc. \`generate\` writes to standard output
(discarded).

| command | wall | vs. hello | peak memory |
|---|---|---|---|
| hello world (floor) | $(ms "$t_hello") | 1.00x | $(mib "$m_hello") |
| \`formc check\` | $(ms "$t_check") | $(times_hello "$r_check")x | $(mib "$m_check") |
| \`formc generate\` | $(ms "$t_generate") | $(times_hello "$r_generate")x | $(mib "$m_generate") |
${json_startup_row}| \`protoc --descriptor_set_out=/dev/null\` (same message) | $(ms "$t_pdesc") | $(times_hello "$r_pdesc")x | $(mib "$m_pdesc") |
| \`protoc --cpp_out\` (same message) | $(ms "$t_pcpp") | $(times_hello "$r_pcpp")x | $(mib "$m_pcpp") |

The work behind those times, counted rather than timed, so the same whatever the load:
instructions (by cachegrind, which counts them as callgrind does); lines of code fetched from
memory, 64 bytes each (cachegrind's last-level misses for instructions, with 32 KiB first-level
caches and an 8 MiB last level set rather than read off the host, so that each line a process
runs is fetched once); and page faults (GNU time's minor faults, the median of three runs). A
start-up runs most of its code once, and each line it fetches is a wait for memory that no
second use repays: what formc adds to hello's time follows its lines of code more closely than
its instructions.

| command | instructions | vs. hello | lines of code | vs. hello | page faults | vs. hello |
|---|---|---|---|---|---|---|
$(work_row "hello world (floor)" "$w_hello_ir" "$w_hello_lines" "$w_hello_faults")
$(work_row "\`formc check\`" "$w_check_ir" "$w_check_lines" "$w_check_faults")
$(work_row "\`formc generate\`" "$w_generate_ir" "$w_generate_lines" "$w_generate_faults")

## 3. formc and protoc on the large input

The same forms written as protobuf (\`formc-bench generate --proto\`): one message per form,
one field per form field (\`string\`, \`int64\`, \`double\`; proto3 \`optional\` for optional
fields), each field's label as a comment; $proto_bytes bytes against formc's $large_bytes (a
.form says much more per field: labels, keyboards, validators, formats). Wall time is the
median of 7 runs by hyperfine, CPU time (user + system) their mean; outputs go to a fresh
directory each run. \`formc generate -o\` writes its file atomically and \`fsync\`s it; protoc
does not sync.

| command | wall | CPU | peak memory | formc / protoc, wall | formc / protoc, CPU |
|---|---|---|---|---|---|
| \`formc check\` | $(secs "$l_check") | $(secs "$c_check") | $(mib "$lm_check") (${memory_ratio}x the input) | ${check_vs_protoc}x | **${check_vs_protoc_cpu}x** |
| \`protoc --descriptor_set_out=/dev/null\` (parse and check) | $(secs "$l_pdesc") | $(secs "$c_pdesc") | $(mib "$lm_pdesc") | | |
| \`formc generate -o DIR\` (Swift) | $(secs "$l_generate") | $(secs "$c_generate") | $(mib "$lm_generate") (${generate_memory_ratio}x the input) | ${generate_vs_protoc}x | **${generate_vs_protoc_cpu}x** |
| \`protoc --cpp_out=DIR\` (C++) | $(secs "$l_pcpp") | $(secs "$c_pcpp") | $(mib "$lm_pcpp") | | |
${json_large_row}
## 4. Scaling

The same work at 1x, 10x and 100x: the 1x input is the first forms of the generator up to
$SCALE_BYTES bytes, and 10x and 100x are 10 and 100 times as many forms from the same stream,
so the mix of forms is the same at every size. (The 100x input is about 60 MB, under the
64 MiB that formc reads at most (a larger input is refused with FC0901, so an endless pipe
ends at once); 100x the large 10 MB input would be 1 GB, more than any .form file.)

The targets are judged on the processes a build runs, \`formc check FILE\` and
\`formc generate FILE\` (Swift to standard output, discarded): medians of 10 runs by hyperfine
(3 at 100x), start-up included (a few milliseconds, under 5% at 1x). The in-process columns
are medians of $RUNS runs (3 at 100x) of the stages alone: the \`formc check\` pass
(\`Compiler.diagnose\`, no model made), \`Compiler.compile\`, which makes every form's model
as well, and Swift generation from the model. In process, the largest inputs pay
for fresh memory on every run (a gigabyte of output is mapped anew each time, where the
allocator reuses the pages of a 10 MB one), which a process pays at every size.

| size | input | forms | fields | \`formc check\` | \`formc generate\` | check pass, in process | \`Compiler.compile\`, in process | generate Swift, in process |
|---|---|---|---|---|---|---|---|---|
$scale_rows

Wall times on a shared machine move by some 10% from run to run. Instruction counts do not:
callgrind counts $(ratio "$ir_check_10" "$ir_check")x the instructions for \`formc check\` and
$(ratio "$ir_generate_10" "$ir_generate")x for \`formc generate\` at 10x (input $(ratio "$scale_bytes_10" "$scale_bytes_1")x) as at 1x, start-up included
($ir_check and $ir_check_10; $ir_generate and $ir_generate_10).

## 5. Instructions per input byte (callgrind)

Repeatable whatever the load: \`valgrind --tool=callgrind\` instruction counts on the 1x input
($scale_bytes_1 bytes).

- \`formc check\` end to end: $(per_byte "$ir_check") instructions per byte ($ir_check in all; the
  hello-world process alone executes $ir_hello).
- Per stage, from \`formc-bench once STAGE\` (each count minus the count of the stages before it):

$ir_header
$ir_rows
"generate swift" is what \`formc generate\` does before it writes: the whole file made in one
array (\`Generator.files\`), whose bytes the harness counts.

## How to reproduce

\`\`\`sh
bench/run.sh                      # everything; writes bench/RESULTS.md
bench/.build/release/formc-bench generate --bytes 10000000 -o large.form --proto large.proto
bench/.build/release/formc-bench stages large.form --runs 7
valgrind --tool=callgrind bench/.build/release/formc-bench once check large.form
\`\`\`

The generator (\`bench/Sources/formc-bench/Generator.swift\`) is deterministic (SplitMix64,
seed 2024) and uses most of the language, every form checking clean: sections with and without headers
and footers, fields outside sections, every field type, optional types and bodyless fields,
the form and field properties forms use most, every validator with and without messages, closed, half-open
and one-sided ranges, negative and decimal literals, patterns with escapes, string escapes and
non-ASCII text, line, block and nested block comments, \`// formc:ignore\`, focus lists across
lines, keyboard toolbars and shortcuts with modifiers, toggles, choices with picker styles,
\`visible when\` and \`required when\` on toggles and options, and date bounds with \`today\`.
The style properties (\`textFieldStyle\`, \`clearButton\`, ...) and \`lines\` are not generated.
EOF
)

echo "$report"
if [ "$OUT" != "-" ]; then
    echo "$report" > "$OUT"
    log "wrote $OUT"
fi
