package scan

import (
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
