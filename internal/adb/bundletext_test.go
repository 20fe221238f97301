package adb

import (
	"errors"
	"reflect"
	"testing"
)

func TestDecodeResult(t *testing.T) {
	tests := []struct {
		name, out string
		want      []Member
	}{
		{"success", "Result: Bundle[{data={\"tools\":[{\"name\":\"a, b=c\"}]}, status=success}]\n",
			[]Member{{"data", `{"tools":[{"name":"a, b=c"}]}`}, {"status", "success"}}},
		{"error", "Result: Bundle[{retryable=false, protocol_version=2, request_id=0042, error_message=No such tool: x, error_code=TOOL_NOT_FOUND, status=error}]",
			[]Member{{"retryable", false}, {"protocol_version", int64(2)}, {"request_id", "0042"}, {"error_message", "No such tool: x"}, {"error_code", "TOOL_NOT_FOUND"}, {"status", "error"}}},
		{"typed objects", "Result: Bundle[{result_fd={ParcelFileDescriptor: java.io.FileDescriptor@5d3f2c1}, data=null, error_details=not json}]\r\n",
			[]Member{{"result_fd", "{ParcelFileDescriptor: java.io.FileDescriptor@5d3f2c1}"}, {"data", nil}, {"error_details", "not json"}}},
		{"stderr noise first", "WARNING: linker: something\nResult: Bundle[{status=success, data=[1,2]}]", []Member{{"status", "success"}, {"data", "[1,2]"}}},
		{"empty", "Result: Bundle[{}]", nil},
	}
	for _, tt := range tests {
		got, null, err := DecodeResult([]byte(tt.out))
		if err != nil || null || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %#v %v %v, want %#v", tt.name, got, null, err, tt.want)
		}
	}
	if _, null, err := DecodeResult([]byte("Result: null\n")); !null || err != nil {
		t.Errorf("null result: %v %v", null, err)
	}
	for _, cut := range []string{
		"Result: Bundle[{data={\"tools\":[{\"name\":\"a\"}",
		"Result: Bundle[{status=success, data={\"tools\":[]}",
	} {
		if _, _, err := DecodeResult([]byte(cut)); !errors.Is(err, ErrTruncated) {
			t.Errorf("%q: err %v, want truncated", cut, err)
		}
	}
	for _, odd := range []string{"", "usage: adb shell content [subcommand]", "Result: Bundle[mParcelledData.dataSize=212]", "Result: Bundle[{=x}]"} {
		if _, _, err := DecodeResult([]byte(odd)); err == nil || errors.Is(err, ErrTruncated) {
			t.Errorf("%q: err %v, want a non-truncation error", odd, err)
		}
	}
}

func TestShellQuote(t *testing.T) {
	for in, want := range map[string]string{
		"list_tools":              "list_tools",
		"args:s:{}":               "'args:s:{}'",
		`args:s:{"a": "it's"}`:    `'args:s:{"a": "it'\''s"}'`,
		"":                        "''",
		"content://a.b.c/x":       "content://a.b.c/x",
		"request_id:s:0a-1b-2c-3": "request_id:s:0a-1b-2c-3",
	} {
		if got := shellQuote(in); got != want {
			t.Errorf("shellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}

// FuzzDecodeResult: whatever adb prints, decoding returns members or an
// error, never panics, and a decoded JSON value is one the capture loader
// can delimit.
func FuzzDecodeResult(f *testing.F) {
	for _, s := range []string{
		"Result: Bundle[{data={\"tools\":[]}, status=success}]\n",
		"Result: Bundle[{error_code=X, error_message=a, b=c, retryable=false}]",
		"Result: null",
		"Result: Bundle[{data={\"a\":\"}]\"}}]",
		"Result: Bundle[{data=[1,2",
		"Error while accessing provider:x\njava.lang.SecurityException: denied",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, out []byte) {
		members, null, err := DecodeResult(out)
		if err != nil || null {
			return
		}
		for _, m := range members {
			if m.Key == "" {
				t.Fatalf("empty key decoded from %q", out)
			}
		}
	})
}
