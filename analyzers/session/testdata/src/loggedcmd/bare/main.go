// Command bare serves logged.P as it is: no package of the program sets
// its Session hook, and the token is only logged — CETP625 at main's use.
package main

import (
	"context"

	"example.com/alerts/logged"
	"github.com/clawseed/cetpaudit/cetp"
)

func main() {
	var req cetp.Request
	logged.Serve(context.Background(), &req)
	_ = logged.P // want `CETP625: the program serves logged.P, the provider declared at logged.go:\d+, which has no Session hook; no package of the program sets logged.P.Session, and nothing in the program uses req.SessionToken to decide anything`
}
