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
	Expect(1 << 10)
	if got := gogc(); got != firstPercent {
		t.Fatalf("GOGC after Expect(1 KiB) = %d, want %d kept", got, firstPercent)
	}
	// One that does not brings the default back at once.
	Expect(8 << 20)
	if got := gogc(); got != 100 {
		t.Fatalf("GOGC after Expect(8 MiB) = %d, want the default 100", got)
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
	Expect(1 << 30)
	if got := gogc(); got != 100 {
		t.Fatalf("GOGC after a late Expect = %d, want 100", got)
	}
}
