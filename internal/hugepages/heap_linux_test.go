package hugepages

import "testing"

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
