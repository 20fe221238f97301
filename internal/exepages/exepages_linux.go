package exepages

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"strconv"
	"syscall"
)

// Release unmaps this process's resident pages of its executable's
// read-only mappings and says how many mappings it released. It is a hint:
// where /proc cannot be read or the kernel refuses, the pages stay mapped
// and nothing else changes.
func Release() int {
	exe, err := os.Readlink("/proc/self/exe")
	if err != nil {
		return 0
	}
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return 0
	}
	regions := cleanReadOnly(f, exe)
	f.Close()
	n := 0
	for _, r := range regions {
		if _, _, errno := syscall.Syscall(syscall.SYS_MADVISE, r.start, r.end-r.start, syscall.MADV_DONTNEED); errno == 0 {
			n++
		}
	}
	return n
}

// region is one mapping, [start, end).
type region struct{ start, end uintptr }

// cleanReadOnly reads /proc/PID/smaps and returns the mappings of the file
// exe that can be neither written nor executed-and-written, and hold no
// private (anonymous) copy of a page: dropping those loses nothing, the
// next touch maps the file's page again.
func cleanReadOnly(smaps io.Reader, exe string) []region {
	var (
		out       []region
		cur       region
		candidate bool // cur is a read-only mapping of exe
		private   bool // cur holds a private copy of some page
	)
	flush := func() {
		if candidate && !private {
			out = append(out, cur)
		}
		candidate, private = false, false
	}
	sc := bufio.NewScanner(smaps)
	for sc.Scan() {
		line := sc.Bytes()
		fields := bytes.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if lo, hi, ok := bytes.Cut(fields[0], []byte("-")); ok && !bytes.HasSuffix(fields[0], []byte(":")) {
			// A mapping's header: "start-end perms offset dev inode [path]".
			flush()
			start, err1 := strconv.ParseUint(string(lo), 16, 64)
			end, err2 := strconv.ParseUint(string(hi), 16, 64)
			if err1 != nil || err2 != nil || len(fields) < 6 || end <= start {
				continue
			}
			perms := fields[1]
			path := bytes.TrimSpace(line[bytes.Index(line, fields[5]):])
			cur = region{uintptr(start), uintptr(end)}
			candidate = len(perms) == 4 && perms[1] == '-' && perms[3] == 'p' && string(path) == exe
			continue
		}
		// A private copy shows as anonymous memory inside a file mapping.
		if string(fields[0]) == "Anonymous:" && len(fields) >= 2 && string(fields[1]) != "0" {
			private = true
		}
	}
	flush()
	if sc.Err() != nil {
		return nil
	}
	return out
}
