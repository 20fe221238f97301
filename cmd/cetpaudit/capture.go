package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/clawseed/cetpaudit/internal/adb"
	"github.com/clawseed/cetpaudit/internal/report"
)

// executeFlags collect --execute NAME='{"json":"args"}', in order.
type executeFlags []adb.Execution

func (e *executeFlags) String() string { return "" }

func (e *executeFlags) Set(v string) error {
	name, args, ok := strings.Cut(v, "=")
	if !ok || name == "" {
		return fmt.Errorf("want NAME='{\"json\":\"args\"}', got %q", v)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(args), &obj); err != nil {
		return fmt.Errorf("arguments of %s are not a JSON object: %w", name, err)
	}
	*e = append(*e, adb.Execution{Tool: name, Args: args})
	return nil
}

const captureIntro = `Records a CETP conversation from a connected device or emulator through adb:
negotiate, get_provider_info, v2 and v1 list_tools and an undefined method,
with fresh request_ids and deadlines, into a capture bundle that
'cetpaudit scan' audits (docs/captures.md). The authority comes from the app's
manifest: the APK given, or the installed package's APK pulled from the device.
No tool is executed unless named with --execute.
`

func runCapture(args []string, s *stdio) int {
	fs := newCmdFlags("capture", "capture [flags] -o BUNDLE.json (APP.apk | PACKAGE)", captureIntro, "")
	output := fs.String("o", "", "write the capture bundle to `FILE` (atomically; required)")
	adbPath := fs.String("adb", "", "the adb executable (default: adb on PATH)")
	serial := fs.String("s", "", "use the device with this `SERIAL`, as adb -s")
	authority := fs.String("authority", "", "call this `AUTHORITY` instead of the one the manifest advertises")
	timeout := fs.Duration("timeout", 30*time.Second, "give up on one adb command after this `duration`")
	var execs executeFlags
	fs.Var(&execs, "execute", "also run tool `NAME='{\"json\":\"args\"}'` for real and record its result (repeatable)")
	pos, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	stdout, stderr := s.stdout, s.stderr
	if len(pos) != 1 || *output == "" {
		fmt.Fprintln(stderr, "cetpaudit capture: need one APK or package and -o FILE; 'cetpaudit help capture' lists the flags")
		return exitError
	}
	if *adbPath == "" {
		p, err := exec.LookPath("adb")
		if err != nil {
			fmt.Fprintln(stderr, "cetpaudit capture: adb is not on PATH; install the Android platform tools or name it with --adb")
			return exitError
		}
		*adbPath = p
	}
	logf := func(format string, a ...any) { fmt.Fprintf(stderr, "cetpaudit capture: "+format+"\n", a...) }
	rec, err := adb.Record(context.Background(), adb.Options{
		Device:     adb.Device{ADB: *adbPath, Serial: *serial, Timeout: *timeout},
		Target:     pos[0],
		Authority:  *authority,
		Executions: execs,
		Logf:       logf,
	})
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit capture: %s: %v\n", pos[0], err)
		return exitError
	}
	data, err := rec.Bytes()
	if err == nil {
		err = report.WriteFileAtomic(*output, func(w *bytes.Buffer) error { _, err := w.Write(data); return err })
	}
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit capture: %v\n", err)
		return exitError
	}
	fmt.Fprintf(stdout, "recorded %d calls of %s (authority %s) to %s; audit them with: cetpaudit scan %s\n",
		len(rec.Calls), rec.Package, rec.Authority, *output, *output)
	return exitClean
}
