package gcpace

import (
	"os"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"
)

// atInit is the GOGC in force once this package's init had run, before
// the test binary collected.
var atInit int

func init() { atInit = gogc() }

func heapGoal() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/goal:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

func gogc() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(s[0].Value.Uint64())
}

// The tests share the process's one raised goal, so they run in order in
// one test.
func TestFirstGoal(t *testing.T) {
	if _, set := os.LookupEnv("GOGC"); set {
		t.Skip("GOGC is set: the package leaves the pace alone")
	}
	if atInit != firstPercent {
		t.Fatalf("GOGC after init = %d, want %d", atInit, firstPercent)
	}

	// A model that fits under the raised goal keeps it.
	if Expect(1<<10, 1<<10) {
		t.Errorf("Expect(1 KiB) expects collections")
	}
	if got := gogc(); got != firstPercent {
		t.Fatalf("GOGC after Expect(1 KiB) = %d, want %d kept", got, firstPercent)
	}
	// A larger one that still fits under maxFirstGoal raises the goal to
	// cover it.
	if Expect(1<<20, 1<<20) {
		t.Errorf("Expect(1 MiB) expects collections")
	}
	if got, goal := gogc(), heapGoal(); got <= firstPercent || goal < heapPerInputByte<<20 {
		t.Fatalf("after Expect(1 MiB): GOGC %d, heap goal %d; want above %d and at least %d", got, goal, firstPercent, heapPerInputByte<<20)
	}
	if goal, max := heapGoal(), maxFirstGoal(1<<20); goal > max+max/50 {
		t.Fatalf("after Expect(1 MiB): heap goal %d, want at most about %d", goal, max)
	}
	// The bound grows with the model's input as the peak-RSS target does
	// (2 bytes per byte): 1.75 MiB fits where 16 MiB alone would not.
	const fits = 7 << 18
	if Expect(fits, fits) {
		t.Errorf("Expect(1.75 MiB) expects collections")
	}
	if got, goal := gogc(), heapGoal(); got == 100 || goal < heapPerInputByte*fits || goal > maxFirstGoal(fits) {
		t.Fatalf("after Expect(1.75 MiB): GOGC %d, heap goal %d; want a goal of %d to %d", got, goal, heapPerInputByte*fits, maxFirstGoal(fits))
	}
	// One that would fill the bound to within tightMargin is paced by
	// its RSS target: the middle of that window for the heap in use now
	// (inUse + 9n + margin > 16 MiB + 2n >= inUse + 9n). The first goal is
	// the bound residentBound reads, which leaves the reserve free.
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	tight := int64((baseFirstGoal - tightMargin/2 - s[0].Value.Uint64()) / (heapPerInputByte - 2))
	rss, ok := resident()
	if !ok {
		t.Skip("no resident size here: the paced branch is not taken")
	}
	if !Expect(tight, tight) {
		t.Errorf("Expect(%d), within the margin of the bound, expects no collection", tight)
	}
	limit := 2*uint64(tight) + 32<<20
	if got, goal := gogc(), heapGoal(); got == 100 || budget == 0 || goal > budget+budget/50 || goal+residentReserve+rss > limit+limit/50+s[0].Value.Uint64() {
		t.Fatalf("after Expect(%d): GOGC %d, heap goal %d, bound %d; want a paced goal at the bound, %d under the %d target over a resident %d", tight, got, goal, budget, residentReserve, limit, rss)
	}
	// A second model (a directory scan) gets the default pace.
	if !Expect(tight, tight) {
		t.Errorf("a second Expect expects no collection")
	}
	if got := gogc(); got != 100 || budget != 0 {
		t.Fatalf("GOGC after a second Expect = %d (bound %d), want the default 100", got, budget)
	}
	raise()
	// A multidex model's target counts its largest dex: 4 MiB of dex
	// whose largest file is 3 MiB, over a resident 16 MiB, gets a bound of
	// the heap in use + 2 × 3 + 32 - 16 - the reserve.
	was := resident
	resident = func() (uint64, bool) { return 16 << 20, true }
	metrics.Read(s)
	inUse := s[0].Value.Uint64()
	collects := Expect(4<<20, 3<<20)
	resident = was
	want := inUse + 2*3<<20 + 32<<20 - 16<<20 - residentReserve
	if !collects || budget < want || budget > want+1<<20 {
		t.Fatalf("after Expect(4 MiB, 3 MiB): bound %d, collects %v; want about %d", budget, collects, want)
	}
	mu.Lock()
	budget = 0
	restoreLocked()
	mu.Unlock()
	raise()
	// One whose target leaves no room over the resident size brings the
	// default back at once.
	resident = func() (uint64, bool) { return 64 << 20, true }
	collects = Expect(4<<20, 4<<20)
	resident = was
	if !collects {
		t.Errorf("Expect(4 MiB) expects no collection")
	}
	if got := gogc(); got != 100 {
		t.Fatalf("GOGC after Expect(4 MiB) with no room = %d, want the default 100", got)
	}
	raise()
	// Where the resident size cannot be read, too.
	resident = func() (uint64, bool) { return 0, false }
	collects = Expect(4<<20, 4<<20)
	resident = was
	if !collects {
		t.Errorf("Expect(4 MiB) expects no collection")
	}
	if got := gogc(); got != 100 {
		t.Fatalf("GOGC after Expect(4 MiB) with no resident size = %d, want the default 100", got)
	}

	// Without Expect, the first collection ends the raised goal.
	raise()
	if got := gogc(); got != firstPercent {
		t.Fatalf("GOGC after raise = %d, want %d", got, firstPercent)
	}
	runtime.GC()
	deadline := time.Now().Add(5 * time.Second)
	for gogc() != 100 {
		if time.Now().After(deadline) {
			t.Fatalf("GOGC = %d after a collection, want the default 100 back", gogc())
		}
		runtime.Gosched()
		time.Sleep(time.Millisecond)
	}
	// A later Expect changes nothing.
	if !Expect(1<<30, 1<<30) {
		t.Errorf("a late Expect expects no collection")
	}
	if got := gogc(); got != 100 {
		t.Fatalf("GOGC after a late Expect = %d, want 100", got)
	}
}
