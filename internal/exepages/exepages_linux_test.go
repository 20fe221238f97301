package exepages

import (
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

const sampleSmaps = `00400000-00a84000 r-xp 00000000 fe:00 10701309                           /opt/cetp audit/bin
Size:               6672 kB
Rss:                5904 kB
Anonymous:             0 kB
VmFlags: rd ex mr mw me
00a84000-01118000 r--p 00684000 fe:00 10701309                           /opt/cetp audit/bin
Size:               6736 kB
Rss:                5520 kB
Anonymous:             0 kB
VmFlags: rd mr mw me
01118000-01164000 rw-p 00d18000 fe:00 10701309                           /opt/cetp audit/bin
Size:                304 kB
Anonymous:            96 kB
VmFlags: rd wr mr mw me ac
01164000-01170000 r--p 00d64000 fe:00 10701309                           /opt/cetp audit/bin
Size:                 48 kB
Anonymous:            48 kB
VmFlags: rd mr mw me ac
01170000-031a0000 rw-p 00000000 00:00 0
Anonymous:           176 kB
7f0000000000-7f0000100000 r-xp 00000000 fe:00 42                         /usr/lib/libother.so
Anonymous:             0 kB
7f0000200000-7f0000300000 r--s 00000000 fe:00 10701309                   /opt/cetp audit/bin
Anonymous:             0 kB
7ffd00000000-7ffd00021000 rw-p 00000000 00:00 0                          [stack]
Anonymous:            16 kB
`

func TestCleanReadOnly(t *testing.T) {
	for _, tt := range []struct {
		name, exe string
		want      []region
	}{
		{"code and constants of the executable, not its data, private copies, other files or shared maps",
			"/opt/cetp audit/bin", []region{{0x400000, 0xa84000}, {0xa84000, 0x1118000}}},
		{"another executable", "/opt/other", nil},
		{"a path that only begins like the executable's", "/opt/cetp", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := cleanReadOnly(strings.NewReader(sampleSmaps), tt.exe); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("cleanReadOnly = %#x, want %#x", got, tt.want)
			}
		})
	}
}

func rssFileKiB(t *testing.T) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status:", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "RssFile:"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			if err != nil {
				t.Fatalf("RssFile line %q: %v", line, err)
			}
			return n
		}
	}
	t.Skip("no RssFile in /proc/self/status")
	return 0
}

// TestReleaseLive releases the test binary's own read-only pages: its
// resident file pages go down, and the code keeps running on pages mapped
// again.
func TestReleaseLive(t *testing.T) {
	before := rssFileKiB(t)
	if n := Release(); n == 0 {
		t.Fatal("Release released no mapping of the test binary")
	}
	after := rssFileKiB(t) // runs code and reads constants after the release
	if after >= before {
		t.Errorf("resident file pages %d KiB after Release, want fewer than the %d before", after, before)
	}
	if got := strconv.Itoa(12345) + strings.Repeat("x", 2); got != "12345xx" {
		t.Errorf("code after Release computed %q", got)
	}
}
