// Package logx logs through fmtx's helpers and makes no token either: a
// near miss for CETP613, whatever the function values it is handed give.
package logx

import (
	"log"

	"example.com/alerts/fmtx"
)

// Line logs what f gives.
func Line(f func() string) { log.Print(fmtx.Render(f)) }

// Label names a value for a log line; its fact carries fmtx's unknown
// origin on, still without a note here.
func Label(name string, f func() string) string { // want Label:`unknown origin \(function value f in example.com/alerts/fmtx\)`
	return name + "=" + fmtx.Render(f)
}
