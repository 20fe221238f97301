package program

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex"
)

// Clocks as token sources (CETP613): a value read from the wall or uptime
// clock is predictable whatever API reads it. The java.time classes may be
// rewritten to j$.time by D8's library desugaring, so both names count.

// clockClass returns the java.* name of a desugared j$.* class (the
// taint model reads every class by it, not only the clocks).
func clockClass(cls string) string {
	if rest, ok := strings.CutPrefix(cls, "Lj$/"); ok {
		return "Ljava/" + rest
	}
	return cls
}

// clockRead reports whether a call reads the current time, as a value or
// as an object holding it: Instant.now(), LocalDateTime.now(),
// Clock.millis(), Calendar.getInstance(), kotlinx.datetime's Clock.System.
func clockRead(cls, name string) bool {
	cls = clockClass(cls)
	switch cls {
	case "Ljava/time/Clock;":
		return name == "millis" || name == "instant"
	case "Ljava/util/Calendar;":
		return name == "getInstance"
	case "Lkotlinx/datetime/Clock$System;", "Lkotlinx/datetime/Clock;":
		return name == "now"
	}
	return name == "now" && strings.HasPrefix(cls, "Ljava/time/")
}

// timeValue reports whether cls holds or formats a point in time, so a
// call on it carries the taint of its receiver and arguments: toEpochMilli,
// Date.getTime, Calendar.getTimeInMillis, a formatter's format(date).
func timeValue(cls string) bool {
	cls = clockClass(cls)
	switch cls {
	case "Ljava/util/Date;", "Ljava/util/Calendar;", "Ljava/util/GregorianCalendar;", "Ljava/sql/Timestamp;",
		"Ljava/text/DateFormat;", "Ljava/text/SimpleDateFormat;", "Landroid/text/format/DateFormat;",
		"Lkotlinx/datetime/Instant;":
		return true
	}
	return strings.HasPrefix(cls, "Ljava/time/")
}

// Desugared returns the java.* method D8's desugared library calls stand
// for: a j$.* class read as java.* (j$.util.concurrent.ConcurrentHashMap),
// and an emulated interface's dispatch helper (j$.util.Map$-EL's static
// getOrDefault(map, key, default)) or a static interface method's
// companion (Stream$-CC.of) as the interface's own method — an instance
// method of the helper's first parameter, whose place in a call's
// arguments (first) is the receiver's. Any other ref is returned as is.
func Desugared(ref *dex.MethodRef) *dex.MethodRef {
	cls := ref.Class
	rest, ok := strings.CutPrefix(cls, "Lj$/")
	if !ok {
		return ref
	}
	cls = "Ljava/" + rest
	params := ref.Params
	switch {
	case strings.HasSuffix(cls, "$-EL;"):
		cls = strings.TrimSuffix(cls, "$-EL;") + ";"
		if len(params) > 0 {
			params = params[1:]
		}
	case strings.HasSuffix(cls, "$-CC;"):
		cls = strings.TrimSuffix(cls, "$-CC;") + ";"
	}
	out := *ref
	out.Class = cls
	out.Params = make([]string, len(params))
	for i, p := range params {
		if r, ok := strings.CutPrefix(p, "Lj$/"); ok {
			p = "Ljava/" + r
		}
		out.Params[i] = p
	}
	return &out
}
