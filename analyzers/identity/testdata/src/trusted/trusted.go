// Package trusted authorizes with the identity captured at the entry point:
// near misses for CETP606.
package trusted

import (
	"context"
	"encoding/json"
	"os"
	"slices"

	"github.com/clawseed/cetpaudit/cetp"
)

// getAppInfoArgs is about some package, not about the caller.
type getAppInfoArgs struct {
	PackageName string `json:"package_name"`
	AppID       string `json:"app_id"`
}

var allowed = []string{"com.example.wallet"}

func getAppInfo(ctx context.Context, req *cetp.Request) (*cetp.Result, error) {
	if !slices.ContainsFunc(req.Caller.Packages, func(p string) bool { return slices.Contains(allowed, p) }) {
		return nil, cetp.NewError(cetp.ErrPermissionDenied, "caller is not allowed")
	}
	var args getAppInfoArgs
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	out, _ := json.Marshal(map[string]string{"package": args.PackageName, "app": args.AppID})
	return &cetp.Result{Value: out}, nil
}

// transferArgs names accounts the transfer is about, not the caller.
type transferArgs struct {
	OriginAccountID string `json:"origin_account_id"`
	SourceAccount   string `json:"source_account"`
	UserID          string `json:"user_id"`
	CallerName      string `json:"caller_name"`
}

func transfer(req *cetp.Request) (string, error) {
	var args transferArgs
	if err := req.DecodeArgs(&args); err != nil {
		return "", err
	}
	return args.OriginAccountID + args.SourceAccount + args.UserID + args.CallerName, nil
}

// config is decoded from a file, not from request arguments.
type config struct {
	CallerPackage string `json:"caller_package"`
}

func loadConfig(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	var c config
	if err := json.Unmarshal(data, &c); err != nil {
		return "", err
	}
	var m map[string]string
	_ = json.Unmarshal(data, &m)
	return c.CallerPackage + m["caller"], nil
}

// callerUID is the captured identity.
func callerUID(req *cetp.Request) int { return req.Caller.UID }
