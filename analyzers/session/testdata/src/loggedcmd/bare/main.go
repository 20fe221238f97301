// Command bare runs logged.Serve, which serves logged.P as it is: no
// package of the program sets its Session hook, and the token is only
// logged — CETP625 at the call of the function that serves it (main
// itself only drops the variable, which serves nothing).
package main

import (
	"context"

	"example.com/alerts/logged"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	var req cetp.Request
	logged.Serve(context.Background(), &req) // want `CETP625: the program serves logged.P, the provider declared at logged.go:\d+, which has no Session hook; no package of the program sets logged.P.Session, and nothing in the program uses req.SessionToken to decide anything`
	_ = logged.P
}
