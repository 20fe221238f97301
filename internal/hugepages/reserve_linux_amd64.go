package hugepages

import (
	"syscall"
	"unsafe"
)

// The heap is grown through a goroutine stack, without a collection.
//
// The runtime takes a goroutine's stack from the heap's pages and, when a
// goroutine with a stack of a size other than the initial one exits while
// no collection is running, gives the whole stack back to the heap at once
// (runtime.stackfree). A function whose frame is almost 32 MiB makes the
// runtime move its goroutine to a 32 MiB stack (it doubles the size until
// the frame fits, and copies only the few hundred bytes in use), for which
// the heap grows by fresh, untouched memory. The goroutine advises that
// memory and exits; the heap then serves ordinary allocations from it.
//
// Allocating the reservation as an object did the same but needed a
// collection to free it: about 5 ms of CPU at start-up on the development
// machine (mark workers, first touches of the collector's structures),
// paid by every process (a fifth of `cetpaudit version`'s CPU at low load)
// and by small audits that otherwise finish without a collection (gcpace).

// reservationStack is the stack the frame moves the goroutine to: stack
// sizes are powers of two.
const reservationStack = 32 << 20

// reservationFrameSize is the frame of reservationFrame (the assembly's
// $33488896): the stack less 64 KiB for what the goroutine already uses
// and the runtime's guard, so that 32 MiB is the first size that fits.
const reservationFrameSize = reservationStack - 64<<10

// runtimePageSize is the unit of the runtime's page allocator: a stack
// taken from the heap starts and ends on a multiple of it.
const runtimePageSize = 8 << 10

// reservationFrame is implemented in assembly (reserve_linux_amd64.s):
// it returns the lowest address of its frame.
func reservationFrame() (low uintptr)

// reserveHeap makes the heap grow by at least n bytes and advises n bytes
// of the new memory. Its bounds check only catches a frame that is not
// where a fresh 32 MiB stack puts it; it cannot tell whether the stack came
// from the heap or goes back to it (GODEBUG=efence maps stacks apart, and
// heapAdviceWanted leaves it out). Either way the advice is a hint on
// memory nothing has touched: the worst case is a heap that grows in
// ordinary pages, as it would without this package.
func reserveHeap(n int) {
	done := make(chan struct{})
	go reserveOnStack(n, done)
	// done is closed just before the goroutine exits and frees its stack:
	// the initialisers after this one usually, not always, find the
	// advised memory already back in the heap.
	<-done
}

// reserveOnStack runs as a goroutine of its own, so that its frame is at
// the top of the stack (below at most the small wrapper a go statement
// adds) and a variable in it lies within a runtime page of the stack's
// top: it moves to the reservation stack, advises n bytes from its lowest
// huge-page boundary, and exits, which hands the stack to the heap.
func reserveOnStack(n int, done chan<- struct{}) {
	defer close(done)
	low := reservationFrame()
	var top byte
	hi := (uintptr(unsafe.Pointer(&top)) + runtimePageSize - 1) &^ (runtimePageSize - 1)
	lo := hi - reservationStack
	// The frame must lie in [lo, hi), near lo, as it does on a stack of
	// that size; otherwise the bounds are not the stack's.
	if low < lo || low+reservationFrameSize > hi || low-lo >= 64<<10 {
		return
	}
	beg := (lo + size - 1) &^ (size - 1)
	end := min(beg+uintptr(n), hi&^(size-1))
	if beg < end {
		// A hint: an error changes nothing.
		syscall.Syscall(syscall.SYS_MADVISE, beg, end-beg, syscall.MADV_HUGEPAGE)
	}
}
