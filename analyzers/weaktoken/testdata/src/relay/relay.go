// Package relay is a Provider that makes its tokens of other packages'
// helpers whose results come from function values it cannot see: each
// token is noted where it is made (CETP613 notes), naming the helper and
// the function value; a label made by the same helpers is no token and
// gets nothing.
package relay

import (
	"example.com/alerts/fmtx"
	"example.com/alerts/logx"
	"example.com/alerts/opids"
	"github.com/clawseed/cetpaudit/cetp"
)

type session struct {
	SessionToken string
	Label        string
}

func negotiate(gen func() string) *session {
	return &session{
		SessionToken: fmtx.Render(gen), // want `CETP613: note: the session token comes from fmtx.Render, which returns what the function value "f" gives \(fmtx.go:10 in package example.com/alerts/fmtx\), whose targets cannot be seen there`
		Label:        logx.Label("at", fmtx.Stamp),
	}
}

func accepted() *cetp.Result {
	return &cetp.Result{Operation: &cetp.Operation{ID: opids.Next()}} // want `CETP613: note: the operation ID comes from opids.Next, which reaches fmtx.Stamp's call of the function value "Clock" \(fmtx.go:19 in package example.com/alerts/fmtx\)`
}

func confirm() *cetp.Error {
	e := cetp.NewError(cetp.ErrUserActionRequired, "confirm in the app")
	e.ResumeToken = opids.Deep() // want `CETP613: note: the resume token comes from opids.Deep, whose result was traced only in part in opids.Deep \(opids.go:21 in package example.com/alerts/opids: the Go value tracer follows`
	return e
}

// Logged only: no token.
func trace(gen func() string) { logx.Line(gen) }

var _ = []any{negotiate, accepted, confirm, trace}
