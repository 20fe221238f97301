// Package crossdecoded decodes its arguments through the helpers of
// package reqs. Identity read from what reqs.Decode and reqs.Bind return is
// a true positive for CETP606; the same field read from a settings file
// decoded by reqs.LoadSettings is a near miss.
package crossdecoded

import (
	"context"

	"example.com/alerts/reqs"
	"github.com/clawseed/cetpaudit/cetp"
)

type sendArgs struct {
	Caller string `json:"caller_package"`
	Text   string `json:"text"`
}

type shareArgs struct {
	From string `json:"calling_package"`
}

type settings struct {
	Owner string `json:"caller_package"`
}

func execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch tool.Name {
	case "send":
		a, err := reqs.Decode[sendArgs](req)
		if err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
		}
		if a.Caller == "com.example.trusted" { // want `CETP606: caller identity is read from the request arguments \(field Caller, JSON "caller_package"\)`
			return &cetp.Result{}, nil
		}
		_ = a.Text // near miss CETP606: not an identity
	case "share":
		var s shareArgs
		if err := reqs.Bind(req, &s); err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
		}
		if s.From != "com.example.trusted" { // want `CETP606: caller identity is read from the request arguments \(field From, JSON "calling_package"\)`
			return nil, cetp.NewError(cetp.ErrPermissionDenied, "not allowed")
		}
	case "owner":
		var cfg settings
		if err := reqs.LoadSettings("/data/settings.json", &cfg); err != nil {
			return nil, err
		}
		if cfg.Owner == "com.example.trusted" { // near miss CETP606: decoded from a file, not the arguments
			return &cetp.Result{}, nil
		}
	}
	return &cetp.Result{}, nil
}

var _ = execute
