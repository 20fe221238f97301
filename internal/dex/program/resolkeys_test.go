package program

import "testing"

// TestMayObtainResolution (resolkeys, sketch/Confirmations.java): a method
// putting a PendingIntent is analysed for the key "resolution" only when
// it may come by that key, and the two that may are still marked.
func TestMayObtainResolution(t *testing.T) {
	p := fixtureProgram(t, "resolkeys")
	cases := []struct {
		method     string
		obtain     bool // mayObtainResolution
		resolution bool // the PendingIntent site is marked as put under "resolution"
	}{
		{"byHelper", true, true}, // the key is what Keys.resolution() returns
		{"byField", true, true},  // the key is a field the constructor set
		{"notificationExtras", false, false},
	}
	sites, err := p.PendingIntents()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		m := methodIn(t, p, "Lcom/example/rk/", "Confirmations", c.method)
		if got := p.mayObtainResolution(m); got != c.obtain {
			t.Errorf("mayObtainResolution(%s) = %v, want %v", c.method, got, c.obtain)
		}
		n := 0
		for _, s := range sites {
			if s.Method == m {
				n++
				if s.Resolution != c.resolution {
					t.Errorf("%s: site at %#x Resolution = %v, want %v", c.method, s.Call.Addr, s.Resolution, c.resolution)
				}
			}
		}
		if n != 1 {
			t.Errorf("%s: %d PendingIntent sites, want 1", c.method, n)
		}
	}
}
