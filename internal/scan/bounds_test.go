package scan

import (
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestTimeoutAbandonsInput: a step that never finishes gives its input an
// error naming the budget, and the scan goes on.
func TestTimeoutAbandonsInput(t *testing.T) {
	opt := &Options{Timeout: 20 * time.Millisecond}
	u := &unit{in: Input{Path: "slow.apk"}, weight: 1}
	adm := newAdmission(1)
	stuck := make(chan struct{})
	defer close(stuck)
	opt.guarded(u, adm, func(st *state) {
		<-stuck
		st.skipped = true // must not reach u
	})
	if u.res.Err == nil || !strings.Contains(u.res.Err.Message, "slow.apk: not finished after 20ms") || !strings.Contains(u.res.Err.Message, "--timeout") {
		t.Fatalf("err = %+v", u.res.Err)
	}
	// The weight came back: the next input is admitted.
	done := make(chan struct{})
	go func() { adm.acquire(1); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the timed-out input kept its admission weight")
	}
}

// TestAdmission: weights never sum past the capacity, an input heavier than
// the capacity runs alone, and waiters are admitted in order.
func TestAdmission(t *testing.T) {
	adm := newAdmission(10)
	var mu sync.Mutex
	var used, peak int64
	var wg sync.WaitGroup
	for _, w := range []int64{6, 6, 3, 3, 3, 25, 1, 9} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			adm.acquire(w)
			mu.Lock()
			used += min(w, 10)
			peak = max(peak, used)
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			used -= min(w, 10)
			mu.Unlock()
			adm.release(w)
		}()
	}
	wg.Wait()
	if peak > 10 {
		t.Errorf("peak weight %d past the capacity 10", peak)
	}
	if adm.used != 0 || len(adm.waiters) != 0 {
		t.Errorf("left used %d, %d waiters", adm.used, len(adm.waiters))
	}
}

// TestDexWithCaptures: with captures in the scan, an APK's dex is loaded at
// check time (after pairing) and its rules still run.
func TestDexWithCaptures(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	apk := filepath.Join(root, "testdata", "dex", "callerid.apk")
	caps := filepath.Join(root, "testdata", "captures", "cetp305_tp")
	count := func(paths ...string) int {
		res, err := Run(paths, Options{Root: root, Jobs: 1})
		if err != nil || len(res.Errors) > 0 {
			t.Fatal(err, res.Errors)
		}
		n := 0
		for _, f := range res.Findings {
			if f.RuleID == "CETP604" {
				n++
			}
		}
		return n
	}
	alone, with := count(apk), count(apk, caps)
	if alone == 0 || with != alone {
		t.Errorf("CETP604 findings: %d alone, %d beside captures", alone, with)
	}
}

// TestPanicCostsOneInput: a panic while checking an input becomes that
// input's error.
func TestPanicCostsOneInput(t *testing.T) {
	for _, timeout := range []time.Duration{0, time.Minute} {
		opt := &Options{Timeout: timeout}
		u := &unit{in: Input{Path: "bug.apk"}, weight: 1}
		opt.guarded(u, newAdmission(1), func(*state) { panic("boom") })
		if u.res.Err == nil || !strings.Contains(u.res.Err.Message, "bug.apk: internal error") || !strings.Contains(u.res.Err.Message, "boom") {
			t.Errorf("timeout %v: err = %+v", timeout, u.res.Err)
		}
	}
}

// TestFitProcs: a run with one input and FitProcs keeps its processors
// while its model fits under the collector's raised first goal (lowering
// would cost, and no collection's idle workers are to be saved), and works
// on one P once collections are expected; GOMAXPROCS is what it was once
// the run returns.
func TestFitProcs(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	if before < 2 {
		runtime.GOMAXPROCS(2)
		defer runtime.GOMAXPROCS(before)
	}
	want := runtime.GOMAXPROCS(0)
	defer func(e func(int64, int64) bool) { expectCollections = e }(expectCollections)
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	apk := filepath.Join(root, "testdata", "dex", "callerid.apk")
	for _, collects := range []bool{false, true} {
		expectCollections = func(int64, int64) bool { return collects }
		during := 0
		res, err := Run([]string{apk}, Options{Root: root, AllCode: true, FitProcs: true, OnInput: func(*InputResult) {
			during = runtime.GOMAXPROCS(0)
		}})
		if err != nil || len(res.Errors) > 0 {
			t.Fatal(err, res.Errors)
		}
		if wantDuring := map[bool]int{false: want, true: 1}[collects]; during != wantDuring {
			t.Errorf("collections expected %v: GOMAXPROCS during a one-input run = %d, want %d", collects, during, wantDuring)
		}
		if got := runtime.GOMAXPROCS(0); got != want {
			t.Errorf("collections expected %v: GOMAXPROCS after the run = %d, want %d", collects, got, want)
		}
	}
}
