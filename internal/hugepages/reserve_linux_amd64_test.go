package hugepages

import (
	"runtime"
	"testing"
	"unsafe"
)

// collectionsAtStart is the number of collections once this package's
// initialisers have run, the reservation's included (a test file's init
// runs after those of the package's own files).
var collectionsAtStart uint32

func init() { collectionsAtStart = numGC() }

func numGC() uint32 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.NumGC
}

// TestReservationFrame holds the Go constant to the assembly's frame: the
// function's frame must span reservationFrameSize bytes below its caller.
func TestReservationFrame(t *testing.T) {
	type result struct{ low, caller uintptr }
	ch := make(chan result)
	go func() {
		low := reservationFrame()
		var here byte
		ch <- result{low, uintptr(unsafe.Pointer(&here))}
	}()
	r := <-ch
	if r.caller < r.low || r.caller-r.low < reservationFrameSize {
		t.Errorf("reservationFrame's frame ends %d bytes below its caller's, want at least %d", r.caller-r.low, reservationFrameSize)
	}
	if r.caller-r.low > reservationFrameSize+64<<10 {
		t.Errorf("reservationFrame's frame ends %d bytes below its caller's, want about %d", r.caller-r.low, reservationFrameSize)
	}
}

// TestReservationWithoutCollection: the reservation grows the heap
// without a collection, which is what it is for on amd64.
func TestReservationWithoutCollection(t *testing.T) {
	if collectionsAtStart != 0 {
		t.Errorf("%d collections by the end of the initialisers, want 0", collectionsAtStart)
	}
}

// TestReservationServesTheHeap checks that the advised memory went back to
// the heap: a large object allocated now lies in it (the heap takes the
// lowest free pages, and below the reservation there are at most the 4 MiB
// of the heap's first chunk).
func TestReservationServesTheHeap(t *testing.T) {
	if !heapAdviceWanted() {
		t.Skip("heap advice not wanted here (GODEBUG=disablethp=1 or an address-space limit)")
	}
	advised := advisedMappings(t)
	if len(advised) == 0 {
		t.Skip("no mapping advised for huge pages: the kernel has none")
	}
	const n = 16 << 20
	// Where the page allocator puts one object depends on what else is
	// live at that moment (a test's leftovers, the runtime's own spans
	// between collections), so one placement may straddle the end of the
	// advised memory; the claim is that the heap uses that memory, which
	// any of a few fresh placements shows.
	var best uintptr
	for try := 0; try < 3 && best < n-4<<20; try++ {
		runtime.GC() // what the other tests allocated goes back to the heap
		b := make([]byte, n)
		lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
		var in uintptr
		for _, m := range advised {
			if s, e := max(m[0], lo), min(m[1], lo+n); s < e {
				in += e - s
			}
		}
		runtime.KeepAlive(b)
		best = max(best, in)
	}
	if best < n-4<<20 {
		t.Errorf("at most %d MiB of a new %d MiB object lie in advised memory in 3 tries, want at least %d", best>>20, n>>20, (n-4<<20)>>20)
	}
}
