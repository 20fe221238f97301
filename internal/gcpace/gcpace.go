// Package gcpace sets the garbage collector's first goal for a process
// that runs once and exits: importing it (cmd/cetpaudit does) makes the
// first collection after start-up come at 8 MiB of heap instead of the
// runtime's 4 MiB, unless the process is about to build a model too large
// for that (Expect), and the default pace return after it.
//
// Why: the runtime collects for the first time when the heap reaches 4 MiB
// (GOGC=100), and the whole audit of a small app allocates 4 to 8 MiB, so
// it paid one or two collections whose cost is mostly fixed — stopping the
// world, the sweeper's first touches of its span sets, shrinking stacks
// that then grow again — about a tenth of the CPU of such an audit on the
// development machine. With the first goal at 8 MiB those audits finish
// without one. An audit that will not fit goes back to the default pace
// before it starts, so its collections, and the peak RSS they decide, are
// what they were.
//
// A process started with GOGC set keeps the pace it asked for.
package gcpace

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"

	// The reservation of internal/hugepages ends with a forced collection;
	// this package's init must come after it (an import orders the two),
	// or that collection would end the raised goal at once.
	_ "github.com/clawseed/cetpaudit/internal/hugepages"
)

// firstPercent is the GOGC used until the first collection: the runtime's
// minimum goal is 4 MiB × GOGC/100, so 200 puts it at 8 MiB.
const firstPercent = 200

// heapPerInputByte is how much heap a model takes per byte of its input:
// a whole dex audit allocated 3.7 to 6.9 bytes per dex byte on 18 of the 19
// corpus APKs with 100 KB of dex or more (9.4 on one). An underestimate
// is harmless where this matters: a model that was expected to fit
// collects at the raised goal, and only a small one can be expected to
// fit; an overestimate gives up the saving.
const heapPerInputByte = 6

var (
	mu        sync.Mutex
	raised    bool // the goal is raised and the default not yet back
	defaultGC int  // the GOGC to return to
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
// input (a dex model from n bytes of dex). If the heap would then pass the
// raised goal, the default pace comes back now. Waiting for the cleanup
// instead costs: it runs on a goroutine that needs a P, and with one P and
// a busy worker that can take 10 ms, during which the goal is three times
// the live heap instead of two — insecureShop peaked at 45.6 MiB against
// its 43.8 MiB limit and took 15% more CPU that way.
func Expect(n int64) {
	mu.Lock()
	defer mu.Unlock()
	if !raised {
		return
	}
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/goal:bytes"}}
	metrics.Read(s)
	inUse, goal := s[0].Value.Uint64(), s[1].Value.Uint64()
	if n > 0 && inUse+heapPerInputByte*uint64(n) > goal {
		restoreLocked()
	}
}

func restore() {
	mu.Lock()
	defer mu.Unlock()
	restoreLocked()
}

func restoreLocked() {
	if raised {
		debug.SetGCPercent(defaultGC)
		raised = false
	}
}

// sentinel is large and holds a pointer so that it gets an allocation of
// its own: a cleanup on an object of the tiny allocator can wait for the
// other objects sharing its block.
type sentinel struct {
	p   *int
	pad [32]byte
}
