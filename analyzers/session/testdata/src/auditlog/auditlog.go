package auditlog // want package:`only logs cetp.Request.SessionToken \(auditlog.go:\d+\)`

// Package auditlog records calls. It reads the session token only to log
// it, which checks nothing.

import (
	"log"

	"github.com/clawseed/cetpaudit/cetp"
)

// Record logs a call with its session token.
func Record(req *cetp.Request) {
	tok := "session " + req.SessionToken
	log.Printf("call %s %s", req.ToolName, tok)
}
