// Package reqs holds decoding helpers other packages call. Decode and Bind
// read the request's arguments and carry a Decodes fact; LoadSettings
// decodes a file and decodeLocal is unexported: near misses, no fact.
package reqs

import (
	"encoding/json"
	"os"

	"github.com/clawseed/cetpaudit/cetp"
)

// Decode returns the request's arguments decoded into a T.
func Decode[T any](req *cetp.Request) (T, error) { // want Decode:`decodes request args \(result 0, param -1\)`
	var v T
	err := json.Unmarshal(req.Args, &v)
	return v, err
}

// Bind fills v with the request's arguments.
func Bind(req *cetp.Request, v any) error { // want Bind:`decodes request args \(result -1, param 1\)`
	return json.Unmarshal(req.Args, v)
}

// LoadSettings decodes the settings file at path into v.
func LoadSettings(path string, v any) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, v)
}

func decodeLocal(req *cetp.Request) (map[string]any, error) {
	var m map[string]any
	err := req.DecodeArgs(&m)
	return m, err
}

var _ = decodeLocal
