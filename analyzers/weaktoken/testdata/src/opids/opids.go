// Package opids names operations. It does not import cetp: what it
// returns becomes an operation ID in the package that uses it.
package opids

import (
	"math/rand"
	"strconv"

	"example.com/alerts/fmtx"
)

// Next is made of what fmtx.Clock gives, through fmtx.Stamp: its origin
// is unknown here, and the fact keeps where it was lost.
func Next() string { // want Next:`unknown origin \(function value Clock in example.com/alerts/fmtx\)`
	return "op-" + fmtx.Stamp()
}

// Deep goes five calls down, past the value tracer's depth: the fact says
// the trace was cut, and a token made of it is noted where it is made.
func Deep() string { // want Deep:`unknown origin \(traced only in part in opids.Deep\)`
	return d1()
}

func d1() string { return d2() }
func d2() string { return d3() }
func d3() string { return d4() }
func d4() string { return d5() }
func d5() string { return strconv.Itoa(rand.Int()) }
