package capture

import (
	"bytes"
	"fmt"

	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

// adb output: `adb shell content call --uri content://AUTHORITY --method M`
// prints one line, `Result: Bundle[{status=success, data={...}}]`.
// Bundle.toString does not quote values, so the data document is the
// balanced JSON value after "data=".
var (
	adbPrefix = []byte("Result: Bundle[")
	adbData   = []byte("data=")
)

func isADB(data []byte) bool {
	return bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n\ufeff"), adbPrefix)
}

// ParseADB reads the data document of adb content call output. Error
// Bundles are not read from adb text (their unquoted message cannot be
// delimited): capture those as JSON.
func ParseADB(data []byte, path string, opt Options) (*Capture, error) {
	i := bytes.Index(data, adbPrefix)
	if i < 0 {
		return nil, fmt.Errorf("%s: %w: no %q line of adb content call output", path, ErrNotCapture, adbPrefix)
	}
	body := data[i+len(adbPrefix):]
	at := bytes.Index(body, adbData)
	if at < 0 || (at > 0 && body[at-1] != '{' && body[at-1] != ' ') {
		if bytes.Contains(body, []byte("status=error")) {
			return nil, fmt.Errorf("%s: adb output holds an error Bundle, which adb prints unquoted and cetpaudit cannot delimit; capture the error as JSON (docs/captures.md)", path)
		}
		return nil, fmt.Errorf("%s: adb output has no data= value", path)
	}
	start := i + len(adbPrefix) + at + len(adbData)
	end, err := balanced(data, start)
	if err != nil {
		line, col := jsonpos.Position(data, start)
		return nil, fmt.Errorf("%s:%d:%d: adb output: %w (truncated output?)", path, line, col, err)
	}
	line, col := jsonpos.Position(data, start)
	b := jsonpos.NewBudget()
	root, err := jsonpos.ParseAt(data[start:end], path, jsonpos.Origin{Offset: start, Line: line, Col: col, Budget: b})
	if err != nil {
		return nil, err
	}
	return fromDocument(root, path, opt.Kind, b)
}

// balanced returns the end of the JSON object or array that starts at
// data[start], tracking strings so that brackets inside them do not count.
func balanced(data []byte, start int) (int, error) {
	if start >= len(data) || (data[start] != '{' && data[start] != '[') {
		return 0, fmt.Errorf("data= is not followed by a JSON object or array")
	}
	depth, inString, escaped := 0, false, false
	for i := start; i < len(data); i++ {
		c := data[i]
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
			if depth > jsonpos.MaxDepth {
				return 0, fmt.Errorf("data= JSON nested deeper than %d levels", jsonpos.MaxDepth)
			}
		case c == '}' || c == ']':
			depth--
			if depth == 0 {
				return i + 1, nil
			}
		}
	}
	return 0, fmt.Errorf("the data= JSON value never closes")
}

// BalancedEnd returns the end of the JSON object or array that starts at
// data[start], as the adb reader delimits a data= value: the recorder
// (internal/adb) delimits the JSON values of a printed Bundle the same way.
func BalancedEnd(data []byte, start int) (int, error) { return balanced(data, start) }
