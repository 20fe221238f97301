package program

import "testing"

// TestClockSources: the calls that read the current time, under their
// java.* names and the j$.* names of D8's library desugaring, and the
// classes whose calls carry a time value on; UUID and Duration arithmetic
// are not clocks.
func TestClockSources(t *testing.T) {
	for _, c := range []struct {
		cls, name   string
		read, value bool
	}{
		{"Ljava/time/Instant;", "now", true, true},
		{"Lj$/time/Instant;", "now", true, true},
		{"Ljava/time/LocalDateTime;", "now", true, true},
		{"Ljava/time/ZonedDateTime;", "now", true, true},
		{"Ljava/time/Clock;", "millis", true, true},
		{"Lj$/time/Clock;", "instant", true, true},
		{"Ljava/time/Clock;", "systemUTC", false, true},
		{"Ljava/time/Instant;", "toEpochMilli", false, true},
		{"Ljava/time/Instant;", "ofEpochMilli", false, true},
		{"Ljava/util/Calendar;", "getInstance", true, true},
		{"Ljava/util/Calendar;", "getTimeInMillis", false, true},
		{"Ljava/util/Date;", "getTime", false, true},
		{"Lkotlinx/datetime/Clock$System;", "now", true, false},
		{"Ljava/util/UUID;", "randomUUID", false, false},
		{"Ljava/lang/String;", "valueOf", false, false},
		{"Lcom/example/Instant;", "now", false, false},
	} {
		if got := clockRead(c.cls, c.name); got != c.read {
			t.Errorf("clockRead(%s, %s) = %v, want %v", c.cls, c.name, got, c.read)
		}
		if got := timeValue(c.cls); got != c.value {
			t.Errorf("timeValue(%s) = %v, want %v", c.cls, got, c.value)
		}
	}
}
