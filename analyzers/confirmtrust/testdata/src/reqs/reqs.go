// Package reqs holds the decoding helpers the handlers of another package
// call: Decode and Bind read the request's arguments (they carry a Decodes
// fact); LoadSettings decodes a settings file, not the arguments.
package reqs

import (
	"encoding/json"
	"os"

	"github.com/clawseed/cetpaudit/cetp"
)

// Decode returns the request's arguments decoded into a T.
func Decode[T any](req *cetp.Request) (T, error) {
	var v T
	err := json.Unmarshal(req.Args, &v)
	return v, err
}

// Bind fills v with the request's arguments.
func Bind(req *cetp.Request, v any) error {
	return json.Unmarshal(req.Args, v)
}

// LoadSettings decodes the settings file at path into v: trusted data,
// a near miss for the Decodes fact.
func LoadSettings(path string, v any) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(raw, v)
}
