package hugepages

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestTHPDisabled(t *testing.T) {
	for _, tt := range []struct {
		godebug string
		want    bool
	}{
		{"", false},
		{"disablethp=1", true},
		{"gctrace=1,disablethp=1", true},
		{"disablethp=1,disablethp=0", false},
		{"disablethp=0", false},
		{"xdisablethp=1", false},
	} {
		if got := thpDisabled(tt.godebug); got != tt.want {
			t.Errorf("thpDisabled(%q) = %v, want %v", tt.godebug, got, tt.want)
		}
	}
}

// TestOnlyTheHeapIsAdvised checks that start-up leaves huge pages asked
// for on the heap alone, the reservation and the chunk the heap started
// in: the runtime's own metadata (its 32 MiB heap-arena index among them)
// must stay in 4 KiB pages, which it does not when the reservation's
// collection runs with an unbounded goal.
func TestOnlyTheHeapIsAdvised(t *testing.T) {
	var advised uint64
	for _, m := range advisedMappings(t) {
		advised += uint64(m[1] - m[0])
	}
	if advised > heapReserve+chunkBytes {
		t.Errorf("%d MiB of mappings advised for huge pages, want at most the %d MiB reservation and the %d MiB first chunk",
			advised>>20, heapReserve>>20, chunkBytes>>20)
	}
}

// TestFirstChunkAdvised: the heap chunk the process started in is advised
// (the allocations of start-up and of small audits are served from it).
func TestFirstChunkAdvised(t *testing.T) {
	if !heapAdviceWanted() {
		t.Skip("heap advice off here (GODEBUG or an address-space limit)")
	}
	if firstChunk == 0 || firstChunk%chunkBytes != 0 {
		t.Fatalf("first chunk %#x: not a chunk start", firstChunk)
	}
	for _, m := range advisedMappings(t) {
		if m[0] <= firstChunk && firstChunk+chunkBytes <= m[1] {
			return
		}
	}
	t.Errorf("the first heap chunk [%#x, %#x) is not advised for huge pages", firstChunk, firstChunk+chunkBytes)
}

// advisedMappings returns the mappings of this process with huge pages
// asked for, [start, end).
func advisedMappings(t *testing.T) [][2]uintptr {
	smaps, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		t.Skip("no /proc/self/smaps:", err)
	}
	var out [][2]uintptr
	var lo, hi uint64
	for _, line := range strings.Split(string(smaps), "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if a, b, ok := strings.Cut(fields[0], "-"); ok && !strings.HasSuffix(fields[0], ":") {
			lo, _ = strconv.ParseUint(a, 16, 64)
			hi, _ = strconv.ParseUint(b, 16, 64)
			continue
		}
		if fields[0] == "VmFlags:" && slices.Contains(fields[1:], "hg") {
			out = append(out, [2]uintptr{uintptr(lo), uintptr(hi)})
		}
	}
	return out
}
