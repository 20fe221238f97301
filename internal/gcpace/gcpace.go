// Package gcpace sets the garbage collector's first goal for a process
// that runs once and exits: importing it (cmd/cetpaudit does) makes the
// first collection after start-up come at 8 MiB of heap instead of the
// runtime's 4 MiB; Expect, told the size of the model the process is about
// to build, moves that first goal to the room the model's peak-RSS target
// leaves when its estimate fits there, or else paces the model within
// that room less a reserve; and after the first collection of an unpaced
// model (or at the next model) the default pace returns.
//
// Why: the runtime collects for the first time when the heap reaches 4 MiB
// (GOGC=100) and then at every doubling of the live heap. An audit of an
// app with up to 2 MB of dex allocates 1.5 to 15 MiB after start-up, so
// it paid one to four collections whose cost is mostly fixed — stopping the
// world, the sweeper's first touches of its span sets, shrinking stacks
// that then grow again — about a tenth of its CPU on the development
// machine. With the first goal above what the audit can allocate it
// finishes without one, for 1-2 MiB more resident memory. An audit that
// may not fit is paced by its RSS target instead: the process's resident
// size when the model starts says how much the heap may still grow (less
// a reserve for the rest of the run), the first collection comes there
// and each next one when the heap is back there. The apps of about 2 MB
// of dex then finish without a collection in most runs, the larger ones
// collect once or twice instead of three to five times. Where the resident size cannot be
// read the goal covers the worst estimate or the default pace comes back
// before the model starts.
//
// A process started with GOGC set keeps the pace it asked for.
package gcpace

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"

	// Where internal/hugepages reserves its heap with a forced collection
	// (on Linux other than amd64), this package's init must come after it
	// (an import orders the two), or that collection would end the raised
	// goal at once.
	_ "github.com/clawseed/cetpaudit/internal/hugepages"
)

// firstPercent is the GOGC used until the first collection: the runtime's
// minimum goal is 4 MiB × GOGC/100, so 200 puts it at 8 MiB.
const firstPercent = 200

// minGoalPerPercent is the runtime's minimum heap goal per point of GOGC
// (4 MiB at 100), which is the goal while the live heap is as small as it
// is after start-up.
const minGoalPerPercent = 4 << 20 / 100

// heapPerInputByte is how much heap a model may take per byte of its
// input, where the resident size can be read: a whole dex audit allocated
// 3.1 to 4.6 bytes per dex byte on 16 of the 19 corpus APKs with 100 KB of
// dex or more once the method and field refs became flat tables (stop 49),
// 5.9 on the smallest (0.2 MB, where fixed costs weigh, and which fits
// under any goal), 5.1 on weardrawers and 18 on dvba (a builder analysed
// per chain). A model whose estimate fits in the room its peak-RSS target
// leaves, with roomMargin to spare, gets all of that room as its first
// goal (raiseReserve), so an underestimate by up to the margin still runs
// without a collection within its target; one that does not fit is paced
// (paceWithin). At 5 bytes per byte the 2.6-2.8 MB apps (ovaa,
// intent_filter, text.styling) collected once in most runs; at 4.5 they
// do not when the process starts its model under 19.3-19.7 MiB resident
// (most runs start at 17.6-19.6, some at 21.2), within their targets. At
// 4 pivaa did not either, but weardrawers (3.5 MB in two files, whose
// audit without a collection peaks at its start plus 19.5 MiB) then ran
// past its 38.1 MiB target in most runs (docs/performance.md, stop 49).
const heapPerInputByte = 4.5

// worstHeapPerInputByte is the estimate where the resident size cannot be
// read and the goal covers the estimate alone: the corpus's worst, with a
// margin (dvba took 8.1 before entries inflated in place).
const worstHeapPerInputByte = 9

// baseFirstGoal and maxFirstGoal bound the goal Expect sets where the
// resident size cannot be read. With the binary, the runtime and the
// reservation's touched pages the process holds about 16 MiB that is not
// heap, and the peak-RSS target of an APK is 2 × its largest dex + 32 MiB:
// a heap of at most 16 MiB + 2 × the dex keeps the peak within it (n is
// the largest dex: Expect's largest). Letting dvba's audit run without a
// collection when it took 9.4 bytes of heap per byte of dex took its peak
// to 36.6 MiB against its 35.5 MiB target; at 8.1 it stays under
// (docs/performance.md, perfX).
const baseFirstGoal = 16 << 20

func maxFirstGoal(n int64) uint64 { return baseFirstGoal + 2*uint64(n) }

var (
	mu        sync.Mutex
	raised    bool   // the goal is raised and the default not yet back
	budget    uint64 // the heap bound of a model paced by paceWithin; 0 for none
	defaultGC int    // the GOGC to return to
)

func init() {
	if _, set := os.LookupEnv("GOGC"); set {
		return
	}
	raise()
}

// raise sets the first goal, and arranges for the default to come back
// after the next collection in a process that never calls Expect: a
// cleanup runs once the collector has found an object unreachable, which
// this one is from the start.
func raise() {
	mu.Lock()
	defer mu.Unlock()
	defaultGC = debug.SetGCPercent(firstPercent)
	raised = true
	runtime.AddCleanup(new(sentinel), func(struct{}) { restore() }, struct{}{})
}

// Expect says that the process is about to build a model from n bytes of
// input (a dex model from n bytes of dex) whose peak-RSS target is counted
// from its largest part, largest bytes (2 × the largest dex + 32 MiB; a
// multidex app's dex files are loaded together but its target counts only
// the largest; largest <= 0 or above n means n). If the heap in use plus
// the model's estimate fits, with roomMargin to spare, in the heap its
// peak-RSS target leaves room for less raiseReserve (read from the
// resident size, residentRoom), the first goal is raised to that room;
// where the resident size cannot be read, to the estimate at the worst
// bytes per byte if that fits under maxFirstGoal(largest). Otherwise the
// model is paced within the room less residentReserve (residentBound,
// paceWithin), or, where that cannot be read, the default pace comes back
// now. Waiting for the cleanup instead costs: it runs on a goroutine that needs the one P a busy worker holds,
// and until it does the goal is three times the live heap instead of two —
// insecureShop peaked at 45.6 MiB against its 43.8 MiB limit and took 15%
// more CPU that way.
//
// It reports whether collections are coming (the default pace is back):
// a process that is not to collect can afford what saves CPU but costs
// memory (the run's second processor, internal/scan).
func Expect(n, largest int64) (collects bool) {
	if largest <= 0 || largest > n {
		largest = n
	}
	mu.Lock()
	defer mu.Unlock()
	if budget > 0 {
		// A second model in one process (a directory scan): the
		// default pace, as for any model after the first collection.
		budget = 0
		restoreLocked()
	}
	if !raised {
		return true
	}
	if n <= 0 {
		return false
	}
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/goal:bytes"}}
	metrics.Read(s)
	inUse, goal := s[0].Value.Uint64(), s[1].Value.Uint64()
	room, known := residentRoom(largest, inUse, raiseReserve)
	perByte := heapPerInputByte
	if !known {
		perByte = worstHeapPerInputByte
	}
	need := inUse + uint64(perByte*float64(n))
	switch {
	case need+tightMargin <= goal:
	case known && need+roomMargin <= room:
		debug.SetGCPercent(int(room / minGoalPerPercent))
	case !known && need+tightMargin <= maxFirstGoal(largest):
		debug.SetGCPercent(int((need + minGoalPerPercent - 1) / minGoalPerPercent))
	default:
		if bound, ok := residentBound(largest, inUse); ok && bound > goal {
			paceWithin(bound)
		} else {
			restoreLocked()
		}
		return true
	}
	return false
}

// residentBound is the heap a model may grow to within its peak-RSS
// target (2 × n + 32 MiB; n is its largest dex), read from what the process holds now rather than estimated: the
// heap in use plus the target's room over the resident size, less
// residentReserve. It is false where the resident size cannot be read or
// leaves no room.
func residentBound(n int64, inUse uint64) (uint64, bool) {
	b, ok := residentRoom(n, inUse, residentReserve)
	return b, ok && b > 0
}

// residentRoom is the heap in use plus the room the peak-RSS target of a
// model whose largest dex is n bytes leaves over the resident size, less
// reserve (0 where there is none); it is false where the resident size
// cannot be read.
func residentRoom(n int64, inUse, reserve uint64) (uint64, bool) {
	rss, ok := resident()
	if !ok {
		return 0, false
	}
	limit := 2*uint64(n) + 32<<20
	if rss+reserve >= limit {
		return 0, true
	}
	return inUse + limit - rss - reserve, true
}

// raiseReserve is what a model let run without a collection leaves of
// its room: its heap is what it allocates, and the resident size grows by
// that and by a little more (the code and stacks the audit touches, a
// huge page rounded up). Without a collection the audits of the corpus
// peaked at the resident size when the model starts plus 0.3-1 MiB more
// than they allocate (GOGC=off, 8-12 runs each: dvba 34.0 MiB median,
// 35.5 at most, of 35.5; weardrawers 37.5 at most of 38.1), and lower
// than with one collection at 9-13 MB (dvba 36.2 at most, the heap
// growing on while the collection marks).
const raiseReserve = 1 << 20

// roomMargin is how much of that room a model's estimate must leave free
// to be let run without a collection: what the estimate may fall short
// by. When dvba took 7.4 bytes of heap per byte of dex, 2.4 more than the
// estimate of the time (5), its heap grew by 13.0-15.1 MiB without a
// collection: with a 2 MiB margin it ran past its 35.5 MiB target in 11 of
// 30 runs (the ones that started 2.5 MiB more resident), with 5 MiB in
// none of 24 (35.1 MiB at most), where the base build's paced run was
// within in all 30 (stop 48). With the estimate at 4.5 the 1.8-2.8 MB
// apps run without a collection in most runs, pivaa and weardrawers only
// when their resident size starts under 18.1 and 17.1 MiB.
const roomMargin = 5 << 20

// residentReserve is the part of a paced model's room over the resident
// size that its heap leaves to the rest of the run: the pages of code and
// stack the audit touches after the model starts, the heap's growth while
// a collection marks (dvba's went from an 8-12 MB goal to 11-12 MB of
// heap), and the huge page around the heap's high-water mark. dvba (1.8
// MB of dex, the corpus app with the most heap per byte of dex, 35.5 MiB
// target) peaked, in 10-16 paired runs against the default pace's 34.3-34.6
// MiB at most: with 4 MiB at 38.1 MiB, with 6 MiB at 36.6, with 8 MiB at
// 34.8 and 36.8, with 10 MiB at 34.5 (docs/performance.md, stop 47).
const residentReserve = 10 << 20

// resident returns the process's resident size (Linux: /proc/self/statm);
// a variable for tests.
var resident = func() (uint64, bool) {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, false
	}
	pages, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		return 0, false
	}
	return pages * uint64(os.Getpagesize()), true
}

// paceWithin sets the first goal at bound and, after each collection
// (repace), the goal back at bound, or minPacePercent over the live heap
// where that is more. A model that outgrows the raised first goal's
// estimate (9 bytes of heap per byte of dex, the worst in the corpus)
// need not collect at the default's 4, 8 and 16 MiB: most of those
// allocate 4 to 5 bytes per byte and finish under the bound without a
// collection; the others collect when their heap reaches what their RSS
// target leaves room for.
func paceWithin(bound uint64) {
	budget = bound
	debug.SetGCPercent(int(max(bound/minGoalPerPercent, 100)))
}

// minPacePercent bounds how often a paced model collects: a live heap
// close to the bound collects at least every half of its size.
const minPacePercent = 50

// repace sets the goal after a collection of a paced model: the bound,
// or minPacePercent over the live heap where that is more. The percent
// is also kept under the one whose minimum goal (4 MiB × GOGC/100) would
// pass the bound.
func repace() {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	live := max(s[0].Value.Uint64(), 1)
	percent := uint64(minPacePercent)
	if live < budget {
		percent = max(minPacePercent, min((budget-live)*100/live, budget/minGoalPerPercent))
	}
	debug.SetGCPercent(int(percent))
	runtime.AddCleanup(new(sentinel), func(struct{}) { restore() }, struct{}{})
}

// tightMargin is how much of the raised goal's bound a model must leave
// free to be let run without a collection: what a second processor's
// caches and the first heap chunk's huge pages (internal/hugepages) add
// to the peak. dvba (1.8 MB of dex, the corpus app with the most heap per
// byte of dex) leaves 1.2 MiB: without a collection its peak reached 36.5
// and 36.6 MiB in 1 run of 8-10 against its 35.5 MiB target, with them
// 32.0-33.8 MiB (paired, 8 runs), for 11% more CPU.
const tightMargin = 2 << 20

// restore runs after a collection (a cleanup): the default pace back, or
// the next goal of a paced model.
func restore() {
	mu.Lock()
	defer mu.Unlock()
	if budget > 0 {
		repace()
		return
	}
	restoreLocked()
}

func restoreLocked() {
	if raised {
		debug.SetGCPercent(defaultGC)
		raised = false
	}
}

// sentinel is large and holds pointers so that it gets an allocation of
// its own: a cleanup on an object of the tiny allocator can wait for the
// other objects sharing its block.
type sentinel [4]*int
