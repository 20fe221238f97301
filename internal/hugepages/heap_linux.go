package hugepages

import (
	"os"
	"strings"
	"syscall"
	"unsafe"
)

// heapReserve is how much of the Go heap's growth is advised, at
// start-up. It costs address space only: no page of it is touched until
// the heap needs it. Past it the heap grows in ordinary pages, and that is
// on purpose: a huge page is resident as a whole once touched, so where the
// heap's high-water mark falls inside advised memory, up to 2 MiB beyond it
// are resident too. With 24 MiB the peak RSS of the corpus's largest audit
// (InsecureBankv2, a heap of about 30 MiB) stays below main's (41.3-41.6
// MiB in 10 runs against 42.1-42.7) while most of its faults are saved;
// with 64 MiB it was 15% faster but reached 43.7 MiB, at its limit of
// 2 x 6.1 MB of dex + 32 MiB. Smaller apps' heaps fit in it whole.
const heapReserve = 24 << 20

// The runtime maps its heap without asking for huge pages, and where the
// kernel's policy is "madvise" (the common default, and this machine's)
// every fresh 4 KiB of heap is a page fault: before this, about 4,500 of
// the 6,000 faults of a 6 MiB-dex audit, a third of its CPU. madvise on
// memory the runtime has not mapped yet is lost when it maps it, so the
// heap is made to grow first, the grown memory is advised and handed back
// to the heap free, and later allocations are served from it. It runs in a
// package initialiser so that the other packages' initialisers (a JSON
// Schema library compiles its metaschemas, 1.7 MB) already allocate there.
func init() {
	if !heapAdviceWanted() {
		return
	}
	adviseFirstChunk()
	reserveHeap(heapReserve)
}

// chunkBytes is the unit in which the runtime maps heap memory for use
// (its page allocator's chunk, 4 MiB): the heap's first chunk is mapped
// whole when the process starts, and no other mapping shares it.
const chunkBytes = 4 << 20

// madvCollapse is Linux's MADV_COLLAPSE (6.1 and later; older kernels
// refuse it with EINVAL), which package syscall does not name.
const madvCollapse = 25

// adviseFirstChunk puts the heap chunk the process started in on huge
// pages: it advises the chunk and collapses it, copying the pages already
// touched into two huge pages. The runtime serves allocations from the
// lowest free pages first, so this chunk fills before the reservation's
// memory above it; left in small pages it took 300-500 faults of 4 KiB in
// every audit, which were the difference between a run at the median and
// the slower half (on a virtual machine where a fault costs about 15 µs:
// a small app's audit took 27 ms of CPU instead of 33, a 2 MB-dex app's
// 40 instead of 50). A collapse that fails (an older kernel, no huge page
// free) changes nothing; the advice alone still covers the part of the
// chunk nothing has touched yet.
func adviseFirstChunk() {
	p := uintptr(unsafe.Pointer(firstChunkProbe()))
	lo := p &^ (chunkBytes - 1)
	firstChunk = lo
	syscall.Syscall(syscall.SYS_MADVISE, lo, chunkBytes, syscall.MADV_HUGEPAGE) // hints: an error changes nothing
	syscall.Syscall(syscall.SYS_MADVISE, lo, chunkBytes, madvCollapse)
}

// firstChunk is the start of the chunk adviseFirstChunk advised (for
// tests); 0 when it did not run.
var firstChunk uintptr

// firstChunkProbe returns a fresh heap object: its address lies in the
// chunk the heap is filling.
//
//go:noinline
func firstChunkProbe() *[64]byte { return new([64]byte) }

// heapAdviceWanted says whether advising the heap is safe and asked for:
// not with GODEBUG=disablethp=1 (the runtime's switch for the opposite),
// and not under an address-space limit, which the reservation could
// bring closer.
func heapAdviceWanted() bool {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &lim); err != nil || lim.Cur != ^uint64(0) {
		return false
	}
	godebug := os.Getenv("GODEBUG")
	// With efence the runtime maps every stack apart from the heap, so
	// the reservation's stack (reserve_linux_amd64.go) is not heap memory.
	return !thpDisabled(godebug) && !godebugOn(godebug, "efence")
}

// thpDisabled reads GODEBUG as the runtime does: comma-separated
// settings, the last disablethp one wins.
func thpDisabled(godebug string) bool { return godebugOn(godebug, "disablethp") }

// godebugOn reports whether the last setting of name in godebug is on.
func godebugOn(godebug, name string) bool {
	on := false
	for _, kv := range strings.Split(godebug, ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(kv), name+"="); ok {
			on = v != "0"
		}
	}
	return on
}
