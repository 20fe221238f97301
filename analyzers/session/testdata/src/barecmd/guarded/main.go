package main // want package:`sets the Session hook of example.com/alerts/bare.P`

// Command guarded hands bare.P to guard.Install, which sets its Session
// hook in another package: near miss CETP625.

import (
	"context"

	"example.com/alerts/bare"
	"example.com/alerts/barecmd/guard"
	"github.com/clawseed/cetpaudit/cetp"
)

type sessions struct{}

func (sessions) Check(ctx context.Context, req *cetp.Request) error { return nil }

func main() {
	guard.Install(sessions{}, bare.P)
	var req cetp.Request
	bare.P.Handle(context.Background(), &req)
}
