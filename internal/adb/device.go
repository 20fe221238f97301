package adb

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/clawseed/cetpaudit/internal/capture"
)

// Device runs adb against one device.
type Device struct {
	// ADB is the adb executable.
	ADB string
	// Serial selects the device (adb -s); "" lets adb choose.
	Serial string
	// Timeout bounds each adb command.
	Timeout time.Duration
}

// maxOutput bounds what one adb command may print: the same budget as one
// capture file.
const maxOutput = capture.DefaultMaxBytes

// ErrDevice is wrapped by errors about the device itself: none connected,
// the serial unknown, offline or unauthorized.
var ErrDevice = errors.New("device not available")

// ErrDenied is wrapped when the Provider (or the platform on its behalf)
// refuses the call with a SecurityException.
var ErrDenied = errors.New("the provider denied the call")

// ErrNoProvider is wrapped when no provider serves the authority.
var ErrNoProvider = errors.New("no provider serves the authority")

func (d *Device) args(a ...string) []string {
	if d.Serial != "" {
		return append([]string{"-s", d.Serial}, a...)
	}
	return a
}

// run runs adb with the arguments and returns what it printed. A non-zero
// exit is an error carrying adb's own message.
func (d *Device) run(ctx context.Context, a ...string) (stdout, stderr []byte, err error) {
	ctx, cancel := context.WithTimeout(ctx, d.Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, d.ADB, d.args(a...)...)
	var out, errb capBuffer
	out.max, errb.max = maxOutput, 64<<10
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	switch {
	case out.over:
		return nil, nil, fmt.Errorf("adb %s printed more than %d MiB; cetpaudit reads at most that much per call", a[0], maxOutput>>20)
	case ctx.Err() == context.DeadlineExceeded:
		return out.Bytes(), errb.Bytes(), fmt.Errorf("adb %s did not finish within %s (raise --timeout, or check the device)", a[0], d.Timeout)
	case err != nil:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return out.Bytes(), errb.Bytes(), adbFailure(a[0], out.Bytes(), errb.Bytes(), ee.ExitCode())
		}
		return nil, nil, fmt.Errorf("cannot run adb (%s): %w; install the Android platform tools or name adb with --adb", d.ADB, err)
	}
	return out.Bytes(), errb.Bytes(), nil
}

// adbFailure turns a failed adb command into an error naming the cause.
func adbFailure(sub string, stdout, stderr []byte, code int) error {
	msg := firstLine(stderr)
	if msg == "" {
		msg = firstLine(stdout)
	}
	low := strings.ToLower(msg)
	switch {
	case strings.Contains(low, "no devices/emulators found"), strings.Contains(low, "not found") && strings.Contains(low, "device"),
		strings.Contains(low, "offline"), strings.Contains(low, "unauthorized"), strings.Contains(low, "more than one device"):
		return fmt.Errorf("%w: %s (connect a device or start an emulator; choose one with -s SERIAL)", ErrDevice, msg)
	}
	if msg == "" {
		msg = fmt.Sprintf("exit status %d", code)
	}
	return fmt.Errorf("adb %s failed: %s", sub, msg)
}

// CheckConnected fails unless adb sees the device in the "device" state.
func (d *Device) CheckConnected(ctx context.Context) error {
	out, _, err := d.run(ctx, "get-state")
	if err != nil {
		return err
	}
	if st := strings.TrimSpace(string(out)); st != "device" {
		return fmt.Errorf("%w: adb reports the device as %q, not \"device\"", ErrDevice, st)
	}
	return nil
}

// Shell runs one command line on the device; each word is quoted for the
// device's shell, which re-splits what adb sends.
func (d *Device) Shell(ctx context.Context, words ...string) (stdout, stderr []byte, err error) {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = shellQuote(w)
	}
	return d.run(ctx, "shell", strings.Join(q, " "))
}

// shellQuote quotes a word for sh: single quotes, with each ' closed,
// escaped and reopened.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=,@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Pull copies a file from the device.
func (d *Device) Pull(ctx context.Context, remote, local string) error {
	_, _, err := d.run(ctx, "pull", remote, local)
	return err
}

func firstLine(b []byte) string {
	s := strings.TrimSpace(string(b))
	line, _, _ := strings.Cut(s, "\n")
	return strings.TrimSpace(line)
}

// capBuffer is a bytes.Buffer that stops growing at max and remembers that
// it did.
type capBuffer struct {
	bytes.Buffer
	max  int
	over bool
}

func (b *capBuffer) Write(p []byte) (int, error) {
	if b.Len()+len(p) > b.max {
		b.over = true
		return 0, io.ErrShortWrite
	}
	return b.Buffer.Write(p)
}
