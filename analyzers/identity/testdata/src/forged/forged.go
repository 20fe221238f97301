// Package forged is a Provider that trusts identity claimed in arguments.
package forged

import (
	"bytes"
	"context"
	"encoding/json"

	"github.com/clawseed/cetpaudit/cetp"
)

type transferArgs struct {
	Amount        int64  `json:"amount"`
	To            string `json:"to"`
	CallerPackage string `json:"caller_package"`
	ConsumerID    string `json:"consumerId,omitempty"`
}

var trusted = map[string]bool{"com.example.wallet": true}

func transfer(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	var args transferArgs
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if !trusted[args.CallerPackage] { // want `CETP606: caller identity is read from the request arguments \(field CallerPackage, JSON "caller_package"\)`
		return nil, cetp.NewError(cetp.ErrPermissionDenied, "caller is not allowed")
	}
	audit(args.ConsumerID, args.Amount) // want `CETP606: .*field ConsumerID, JSON "consumerId"`
	return &cetp.Result{Value: json.RawMessage(`{"ok":true}`)}, nil
}

func audit(who string, amount int64) {}

func deleteAlert(ctx context.Context, req *cetp.Request) error {
	var args map[string]any
	if err := json.Unmarshal(req.Args, &args); err != nil {
		return err
	}
	return authorize(args)
}

// authorize receives the decoded arguments map.
func authorize(args map[string]any) error {
	uid, _ := args["calling_uid"].(float64) // want `CETP606: caller identity is read from the request arguments \(args\["calling_uid"\]\)`
	if uid != 10123 {
		return cetp.NewError(cetp.ErrPermissionDenied, "caller is not allowed")
	}
	return nil
}

func streamed(req *cetp.Request) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(req.Args))
	var m map[string]string
	if err := dec.Decode(&m); err != nil {
		return "", err
	}
	if m["caller_user_id"] == "" { // want `CETP606: .*m\["caller_user_id"\]`
		return "", nil
	}
	return m["caller"], nil // want `CETP606: .*m\["caller"\]`
}
