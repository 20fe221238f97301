package adb

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

// Member is one key and value of a printed Bundle. Value is a string, an
// int64, a bool or nil: what Bundle.toString lets one tell apart.
type Member struct {
	Key   string
	Value any
}

// ErrTruncated is wrapped by the error for a printed Bundle that never
// closes: adb's output was cut (a dropped connection, a full pipe).
var ErrTruncated = errors.New("adb output is truncated")

var (
	resultPrefix = []byte("Result: ")
	bundleOpen   = []byte("Bundle[{")
	// A member boundary: ", key=" (Bundle.toString joins members so).
	boundaryRE = lazyregexp.New(`, ([A-Za-z_][A-Za-z0-9_.]*)=`)
	integerRE  = lazyregexp.New(`^-?[0-9]{1,19}$`)
)

// jsonKeys carry a JSON document as a String: they are delimited as
// balanced JSON, so a ", x=" inside them does not split them.
var jsonKeys = map[string]bool{cetp.KeyData: true, cetp.KeyErrorDetails: true, cetp.KeyArgs: true}

// stringKeys are Strings on the wire even when they print as digits.
var stringKeys = map[string]bool{cetp.KeyStatus: true, cetp.KeyRequestID: true, cetp.KeySessionToken: true,
	cetp.KeyResumeToken: true, cetp.KeyOperationID: true, cetp.KeyErrorCode: true, cetp.KeyErrorMessage: true}

// DecodeResult decodes what `content call` printed: "Result: Bundle[{k=v,
// ...}]". It returns null true for "Result: null" (the Provider returned no
// Bundle). A free-text value that itself contains ", key=" cannot be told
// from two members (Bundle.toString does not quote); JSON values are
// delimited exactly.
func DecodeResult(out []byte) (members []Member, null bool, err error) {
	i := bytes.Index(out, resultPrefix)
	if i < 0 {
		return nil, false, errors.New("no \"Result:\" line in adb's output")
	}
	rest := out[i+len(resultPrefix):]
	if bytes.HasPrefix(rest, []byte("null")) {
		return nil, true, nil
	}
	if !bytes.HasPrefix(rest, bundleOpen) {
		line, _, _ := bytes.Cut(rest, []byte("\n"))
		return nil, false, fmt.Errorf("the result is not a printed Bundle: %q", clip(line))
	}
	body := bytes.TrimRight(rest[len(bundleOpen):], " \t\r\n")
	if !bytes.HasSuffix(body, []byte("}]")) {
		return nil, false, fmt.Errorf("%w: the Bundle never closes with \"}]\"", ErrTruncated)
	}
	body = body[:len(body)-2]
	for pos := 0; pos < len(body); {
		eq := bytes.IndexByte(body[pos:], '=')
		if eq <= 0 {
			return nil, false, fmt.Errorf("a printed Bundle member is not key=value: %q", clip(body[pos:]))
		}
		key := string(body[pos : pos+eq])
		vs := pos + eq + 1
		var raw []byte
		next := len(body)
		if jsonKeys[key] && vs < len(body) && (body[vs] == '{' || body[vs] == '[') {
			end, err := capture.BalancedEnd(body, vs)
			if err != nil {
				return nil, false, fmt.Errorf("%w: %s: %v", ErrTruncated, key, err)
			}
			raw = body[vs:end]
			switch {
			case end == len(body):
			case bytes.HasPrefix(body[end:], []byte(", ")):
				next = end + 2
			default:
				return nil, false, fmt.Errorf("%s: unexpected text after its JSON value: %q", key, clip(body[end:]))
			}
			members = append(members, Member{key, string(raw)})
			pos = next
			continue
		}
		if m := boundaryRE.Regexp().FindIndex(body[vs:]); m != nil {
			raw, next = body[vs:vs+m[0]], vs+m[0]+2
		} else {
			raw = body[vs:]
		}
		members = append(members, Member{key, typed(key, string(raw))})
		pos = next
	}
	return members, false, nil
}

// typed gives a printed value the JSON type it most likely had: null,
// booleans, integers (except keys that are Strings on the wire), else the
// text.
func typed(key, s string) any {
	switch {
	case s == "null":
		return nil
	case s == "true" || s == "false":
		return s == "true"
	case integerRE.MatchString(s) && !stringKeys[key]:
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return n
		}
	}
	return s
}

// clip shortens adb text quoted in a message.
func clip(b []byte) string {
	const max = 120
	if len(b) > max {
		return string(b[:max]) + "…"
	}
	return string(b)
}
