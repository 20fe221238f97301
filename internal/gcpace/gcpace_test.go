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
	// The rest read a resident size of their choosing.
	was := resident
	defer func() { resident = was }()
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	inUse := func() uint64 { metrics.Read(s); return s[0].Value.Uint64() }
	near := func(got, want uint64) bool { return got+want/50 >= want && got <= want+want/50 }
	// again restores the default pace and raises the first goal anew.
	again := func() {
		mu.Lock()
		budget = 0
		restoreLocked()
		mu.Unlock()
		raise()
	}

	// A larger one whose estimate fits in the room its target leaves over
	// the resident size gets all that room as its first goal: 2 MiB of dex
	// (a 36 MiB target) over a resident 16 MiB, the heap in use + 36 - 16
	// - raiseReserve.
	resident = func() (uint64, bool) { return 16 << 20, true }
	want := inUse() + 36<<20 - 16<<20 - raiseReserve
	if Expect(2<<20, 2<<20) {
		t.Errorf("Expect(2 MiB) expects collections")
	}
	if got, goal := gogc(), heapGoal(); got <= firstPercent || !near(goal, want) || budget != 0 {
		t.Fatalf("after Expect(2 MiB): GOGC %d, heap goal %d, bound %d; want a goal of about %d", got, goal, budget, want)
	}
	again()
	// Where the resident size cannot be read, the goal covers the worst
	// estimate if that fits under maxFirstGoal.
	resident = func() (uint64, bool) { return 0, false }
	want = inUse() + worstHeapPerInputByte<<20
	if Expect(1<<20, 1<<20) {
		t.Errorf("Expect(1 MiB) with no resident size expects collections")
	}
	if got, goal := gogc(), heapGoal(); got == 100 || goal < want || goal > maxFirstGoal(1<<20) {
		t.Fatalf("after Expect(1 MiB) with no resident size: GOGC %d, heap goal %d; want %d to %d", got, goal, want, maxFirstGoal(1<<20))
	}
	again()
	// One whose estimate does not fit is paced by its RSS target: 6 MiB
	// (44 MiB target, estimate 24 MiB + the margin, room 27) over a resident 16 MiB, at
	// the heap in use + 44 - 16 - residentReserve.
	resident = func() (uint64, bool) { return 16 << 20, true }
	want = inUse() + 44<<20 - 16<<20 - residentReserve
	if !Expect(6<<20, 6<<20) {
		t.Errorf("Expect(6 MiB), over its room, expects no collection")
	}
	if got, goal := gogc(), heapGoal(); got == 100 || !near(budget, want) || !near(goal, budget) {
		t.Fatalf("after Expect(6 MiB): GOGC %d, heap goal %d, bound %d; want a paced goal at about %d", got, goal, budget, want)
	}
	// A second model (a directory scan) gets the default pace.
	if !Expect(6<<20, 6<<20) {
		t.Errorf("a second Expect expects no collection")
	}
	if got := gogc(); got != 100 || budget != 0 {
		t.Fatalf("GOGC after a second Expect = %d (bound %d), want the default 100", got, budget)
	}
	again()
	// A multidex model's target counts its largest dex: 5 MiB of dex
	// whose largest file is 3 MiB (estimate 20 MiB, room 21 less the
	// margin), over a resident 16 MiB, is paced at the heap in use + 2 × 3
	// + 32 - 16 - the reserve.
	want = inUse() + 2*3<<20 + 32<<20 - 16<<20 - residentReserve
	collects := Expect(5<<20, 3<<20)
	if !collects || !near(budget, want) {
		t.Fatalf("after Expect(5 MiB, 3 MiB): bound %d, collects %v; want about %d", budget, collects, want)
	}
	again()
	// One whose target leaves no room over the resident size brings the
	// default back at once.
	resident = func() (uint64, bool) { return 64 << 20, true }
	collects = Expect(4<<20, 4<<20)
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
