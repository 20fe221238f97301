package scan

import (
	"sync"
	"sync/atomic"
)

// minAdmission is the least admission capacity, in bytes on disk: small
// inputs (manifests, captures, small APKs) still run -j at a time.
const minAdmission = 1 << 20

// admission is a fair weighted semaphore: work on inputs whose weights sum
// past the capacity waits, in arrival order, so a large input is never
// starved by a stream of small ones.
type admission struct {
	mu       sync.Mutex
	capacity int64
	used     int64
	waiters  []*waiter
	// steps counts the guarded steps of the run not yet finished: the
	// last one needs no collection for inputs after it.
	steps atomic.Int64
}

type waiter struct {
	weight int64
	ready  chan struct{}
}

func newAdmission(capacity int64) *admission { return &admission{capacity: capacity} }

// acquire waits until weight (at most the capacity) fits.
func (a *admission) acquire(weight int64) {
	weight = min(weight, a.capacity)
	a.mu.Lock()
	if len(a.waiters) == 0 && a.used+weight <= a.capacity {
		a.used += weight
		a.mu.Unlock()
		return
	}
	w := &waiter{weight: weight, ready: make(chan struct{})}
	a.waiters = append(a.waiters, w)
	a.mu.Unlock()
	<-w.ready
}

// release returns weight and admits the waiters that now fit, in order.
func (a *admission) release(weight int64) {
	weight = min(weight, a.capacity)
	a.mu.Lock()
	defer a.mu.Unlock()
	a.used -= weight
	for len(a.waiters) > 0 && a.used+a.waiters[0].weight <= a.capacity {
		w := a.waiters[0]
		a.waiters = a.waiters[1:]
		a.used += w.weight
		close(w.ready)
	}
}
