// Package fmtx formats values for log lines. It imports no CETP package
// and makes no token, so the function values it calls — handed in, or set
// by the program — are no CETP613 matter here: it gets no note (a near
// miss). Its facts say that the origin of what it returns is unknown, for
// a package that makes a token of it to note there.
package fmtx

// Render brackets what f gives.
func Render(f func() string) string { // want Render:`unknown origin \(function value f in example.com/alerts/fmtx\)`
	return "[" + f() + "]"
}

// Clock gives the time as text; the program sets it (a wall clock, or a
// fake in its tests), no package here does.
var Clock func() string

// Stamp returns the time Clock gives.
func Stamp() string { // want Stamp:`unknown origin \(function value Clock in example.com/alerts/fmtx\)`
	return Clock()
}

// Pad is made of its argument only: no fact.
func Pad(s string) string { return " " + s + " " }
