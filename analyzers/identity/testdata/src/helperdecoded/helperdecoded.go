// Package helperdecoded decodes its arguments through a generic helper.
// The caller package read from the arguments so decoded is a true
// positive for CETP606; the note text read from them is a near miss.
package helperdecoded

import (
	"context"
	"encoding/json"

	"github.com/clawseed/cetpaudit/cetp"
)

type createArgs struct {
	Caller string `json:"caller_package"`
	Text   string `json:"text"`
}

func decode[T any](req *cetp.Request) (T, error) {
	var v T
	err := json.Unmarshal(req.Args, &v)
	return v, err
}

func execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	a, err := decode[createArgs](req)
	if err != nil {
		return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad arguments")
	}
	if a.Caller == "com.example.trusted" { // want `CETP606: caller identity is read from the request arguments \(field Caller, JSON "caller_package"\)`
		return &cetp.Result{}, nil
	}
	_ = a.Text // near miss CETP606: not an identity
	return &cetp.Result{}, nil
}

var _ = execute
