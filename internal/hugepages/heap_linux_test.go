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

// TestOnlyTheReservationIsAdvised checks that start-up leaves huge pages
// asked for on the heap reservation alone: the runtime's own metadata (its
// 32 MiB heap-arena index among them) must stay in 4 KiB pages, which it
// does not when the reservation's collection runs with an unbounded goal.
func TestOnlyTheReservationIsAdvised(t *testing.T) {
	var advised uint64
	for _, m := range advisedMappings(t) {
		advised += uint64(m[1] - m[0])
	}
	if advised > heapReserve {
		t.Errorf("%d MiB of mappings advised for huge pages, want at most the %d MiB reservation", advised>>20, heapReserve>>20)
	}
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
