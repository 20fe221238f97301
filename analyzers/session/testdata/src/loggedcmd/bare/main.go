// Command bare runs logged.Serve, which serves logged.P as it is: no
// package of the program sets its Session hook, and the token is only
// logged — CETP625 at the import of the package that serves it (main
// itself only drops the variable, which serves nothing).
package main

import (
	"context"

	"example.com/alerts/logged" // want `CETP625: the program serves logged.P, the provider declared at logged.go:\d+, which has no Session hook; no package of the program sets logged.P.Session, and nothing in the program uses req.SessionToken to decide anything`
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	var req cetp.Request
	logged.Serve(context.Background(), &req)
	_ = logged.P
}
