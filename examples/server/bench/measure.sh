#!/bin/sh
# measure.sh measures the server's load figures of issue 41 for two builds
# side by side: OLD, a git revision, and NEW, the working tree this script
# is in. It runs BenchmarkLoad (synced log and in memory, paced at 2,000
# moves/s and flat-out) and BenchmarkLoadPostgres (three server processes
# on one PostgreSQL) of each build RUNS times, alternated (new old, old
# new, ...) so that a drift of the machine's speed falls on both, and
# prints a Markdown table of each figure's range, old / new, ready for the
# README, with the targets: CPU per move at most 250 µs with the synced log
# and 150 µs in memory, p99 under 50 ms paced at 2,000 moves/s.
#
# Usage, from anywhere in a clone:
#
#	examples/server/bench/measure.sh OLD [RUNS]
#
# OLD is any revision (a commit, a tag, HEAD~3, main); RUNS is 2 by default.
# With the defaults its benchmarks should take about 7 minutes on the
# project's 2-core machine when it is quiet (an estimate: a run plays 25,600
# moves, paced at 2,000 a second in half of its six settings), plus the
# builds: the first use builds every package with -trimpath (9 minutes at a
# load average of 20), later ones take go's cache: warm it before the
# quiet window with `BENCHTIME=1x measure.sh OLD 1`. Run it when nothing
# else runs, since every figure is the machine's as much as the server's
# (the table's first line says the load average before and after).
# BENCHTIME (400x: 400 games, 200 at once) and BENCH (the benchmarks'
# pattern) may be set in the environment, and RAW, a file that keeps the
# benchmarks' own lines, each after its build's name (for the figures the
# table leaves out: the runtime's counts, the catch-ups, the stages' p99).
# Without PostgreSQL (initdb and pg_ctl, looked for as the tests do)
# BenchmarkLoadPostgres skips and its rows say so. "Server alone" is the
# CPU time per move of the server's process (for PostgreSQL, of the three
# servers' processes), the figure the targets are about; "whole" adds the
# client's (a process of its own) and the database's, which is what the
# README's tables measured before the client had a process of its own (a
# build from before then reports no server-alone figure: "–"). "Syncs per
# move" is the journals' syncs a move of the synced log (BenchmarkLoad's
# syncs/move: "–" for a build from before it was reported), which sets
# most of what the log costs the server's CPU; on PostgreSQL that column
# is the statements' waits for a connection of their process's pool
# (BenchmarkLoadPostgres's pool-waits/move), a tail's cause. The "floor"
# rows are BenchmarkLoadFloor's: the same load with each move answered by
# a canned reply, net/http's and the Go runtime's share of a move at that
# pace, which no change to the server's own work cuts (a build from
# before it: "–"). The line under the table gives the server's threads'
# sleeps a move (vcsw/move: its wake-ups), where the builds report it.
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
	exit 2
fi
old=$1
runs=${2:-2}
benchtime=${BENCHTIME:-400x}
bench=${BENCH:-'^BenchmarkLoad(Floor|Postgres)?$'}

here=$(cd "$(dirname "$0")/.." && pwd) # examples/server of the working tree
root=$(git -C "$here" rev-parse --show-toplevel)
oldrev=$(git -C "$root" rev-parse --short "$old^{commit}")
newrev="$(git -C "$root" rev-parse --short HEAD)"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
	newrev="$newrev+changes"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-measure-XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

echo "building $oldrev (old) and the working tree, $newrev (new)" >&2
mkdir "$work/old"
git -C "$root" archive "$oldrev" | tar -x -C "$work/old"
# -trimpath: the builds of files that the two trees share, wherever they
# are, come from go's cache.
(cd "$work/old/examples/server" && go test -c -trimpath -o "$work/old.test" .)
(cd "$here" && go test -c -trimpath -o "$work/new.test" .)

# run BUILD DIR: one run of the benchmarks of BUILD, from its package's
# directory DIR (BenchmarkLoadPostgres builds the server found there).
run() {
	echo "$(date -u +%H:%M:%S) $1, run $i of $runs" >&2
	(cd "$2" && "$work/$1.test" -test.run '^$' -test.bench "$bench" \
		-test.benchtime "$benchtime" -test.timeout 10m) >"$work/out" 2>&1 || {
		cat "$work/out" >&2
		echo "the $1 build's benchmarks failed" >&2
		exit 1
	}
	sed "s/^/$1 /" "$work/out" >>"$work/all"
}

load() { cut -d' ' -f1-3 /proc/loadavg; }
before=$(load)
: >"$work/all"
i=1
while [ "$i" -le "$runs" ]; do
	if [ $((i % 2)) -eq 1 ]; then
		run new "$here"
		run old "$work/old/examples/server"
	else
		run old "$work/old/examples/server"
		run new "$here"
	fi
	i=$((i + 1))
done
after=$(load)
if [ -n "${RAW:-}" ]; then
	cp "$work/all" "$RAW"
fi

awk -v old="$oldrev" -v new="$newrev" -v runs="$runs" -v before="$before" -v after="$after" \
	-v cores="$(nproc)" -v when="$(date -u '+%Y-%m-%d %H:%M UTC')" '
# A line "BUILD BenchmarkName-N  ITERATIONS  VALUE UNIT  VALUE UNIT ...".
$2 ~ /^Benchmark/ {
	name = $2
	sub(/-[0-9]+$/, "", name)
	for (f = 4; f + 1 <= NF; f += 2) {
		k = $1 SUBSEP name SUBSEP $(f + 1)
		vals[k] = (k in vals) ? vals[k] " " $f : $f
	}
}

# num formats a figure as the README writes it: 1,961, 37, 8.2, 0.21.
function num(v,    s, r) {
	if (v >= 100) {
		s = sprintf("%.0f", v)
		r = ""
		while (length(s) > 3) {
			r = "," substr(s, length(s) - 2) r
			s = substr(s, 1, length(s) - 3)
		}
		return s r
	}
	if (v >= 10) return sprintf("%.0f", v)
	if (v >= 1) return sprintf("%.1f", v)
	return sprintf("%.2f", v)
}

# span gives the range of the figures of build b, benchmark n, unit u.
function span(b, n, u,    k, c, a, i, lo, hi) {
	k = b SUBSEP n SUBSEP u
	if (!(k in vals)) return "–"
	c = split(vals[k], a, " ")
	lo = hi = a[1] + 0
	for (i = 2; i <= c; i++) {
		if (a[i] + 0 < lo) lo = a[i] + 0
		if (a[i] + 0 > hi) hi = a[i] + 0
	}
	return (num(lo) == num(hi)) ? num(lo) : num(lo) "–" num(hi)
}

function pair(n, u) { return span("old", n, u) " / " span("new", n, u) }

# row prints the line of benchmark n; server is the unit of the CPU of its servers.
function row(label, n, server, target, extra,    syncs) {
	syncs = (n ~ /synced/) ? pair(n, "syncs/move") : (n ~ /Postgres/) ? pair(n, "pool-waits/move") : ""
	printf "| %s | %s | %s | %s | %s | %s%s | %s | %s |\n", label, pair(n, "moves/s"), pair(n, "p50-ms"),
		pair(n, "p99-ms"), pair(n, server), pair(n, "cpu-µs/move"), extra, syncs, target
}

END {
	printf "Old %s, new %s; %d run%s of each, alternated; %d cores, load average %s before, %s after; %s.\n\n",
		old, new, runs, (runs == 1 ? "" : "s"), cores, before, after, when
	print "| | moves/s, old / new | p50 ms, old / new | p99 ms, old / new | CPU per move µs, server alone, old / new | CPU per move µs, whole, old / new | syncs (synced log) or waits for a connection (PostgreSQL) per move, old / new | target |"
	print "|---|---|---|---|---|---|---|---|"
	one = "server-cpu-µs/move"
	row("synced log, paced at 2,000/s", "BenchmarkLoad/synced/paced", one, "≤ 250 µs, p99 < 50 ms", "")
	row("synced log, flat-out", "BenchmarkLoad/synced/flat-out", one, "≤ 250 µs", "")
	row("in memory, paced at 2,000/s", "BenchmarkLoad/memory/paced", one, "≤ 150 µs, p99 < 50 ms", "")
	row("in memory, flat-out", "BenchmarkLoad/memory/flat-out", one, "≤ 150 µs", "")
	row("floor: a canned reply, paced at 2,000/s", "BenchmarkLoadFloor/paced", one, "", "")
	row("floor: a canned reply, flat-out", "BenchmarkLoadFloor/flat-out", one, "", "")
	pg = "BenchmarkLoadPostgres/"
	row("PostgreSQL, 3 processes, paced at 2,000/s", pg "paced", "servers-cpu-µs/move", "p99 < 50 ms",
		" (database " pair(pg "paced", "db-cpu-µs/move") ")")
	row("PostgreSQL, 3 processes, flat-out", pg "flat-out", "servers-cpu-µs/move", "",
		" (database " pair(pg "flat-out", "db-cpu-µs/move") ")")
	printf "\nSleeps of the server threads a move (vcsw/move), old / new: synced log paced %s, flat-out %s; in memory paced %s, flat-out %s; floor paced %s, flat-out %s.\n",
		pair("BenchmarkLoad/synced/paced", "vcsw/move"), pair("BenchmarkLoad/synced/flat-out", "vcsw/move"),
		pair("BenchmarkLoad/memory/paced", "vcsw/move"), pair("BenchmarkLoad/memory/flat-out", "vcsw/move"),
		pair("BenchmarkLoadFloor/paced", "vcsw/move"), pair("BenchmarkLoadFloor/flat-out", "vcsw/move")
	if (!(("new" SUBSEP pg "paced" SUBSEP "moves/s") in vals))
		print "\nBenchmarkLoadPostgres gave no figures (no PostgreSQL here?): its rows are empty."
}' "$work/all"
