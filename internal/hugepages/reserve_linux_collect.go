//go:build linux && !amd64

package hugepages

import (
	"runtime"
	"runtime/debug"
)

// reserveHeap makes the heap grow by n bytes and advises the new memory:
// it allocates n bytes, advises them and lets a forced collection free
// them while the heap is still nearly empty. Memory fresh from the system
// is not cleared, so nothing is touched. (On amd64 the heap grows through
// a goroutine stack instead, without the collection: reserve_linux_amd64.go.)
func reserveHeap(n int) {
	// No collection is triggered by the allocation itself.
	old := debug.SetGCPercent(reservePercent)
	allocateAdvised(n)
	runtime.GC()
	debug.SetGCPercent(old)
}

// allocateAdvised allocates n bytes, advises them and lets them go.
func allocateAdvised(n int) {
	advise(make([]byte, n))
}

// reservePercent is the GOGC in force while the reservation is allocated
// and collected: its minimum heap goal (4 MiB per 100) is well above the
// reservation, so allocating it starts no collection. It is finite on
// purpose. The runtime turns on huge pages for its own metadata (the
// 32 MiB heap-arena index, the page allocator's bitmaps) at the end of any
// collection whose next goal is over 1 GiB, which GOGC=-1 (an unbounded
// goal) always is; khugepaged then collapses the few touched 4 KiB pages
// of that index into a whole resident 2 MiB page, at a moment of its own
// choosing. That was the 2 MiB by which the largest audits' peak RSS
// varied from run to run (InsecureBankv2: 43.0-43.3 MiB or 45.0 MiB).
const reservePercent = 4 * 100 * heapReserve / (4 << 20)
