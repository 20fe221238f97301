//go:build !linux

package exepages

// Release does nothing here: the resident pages of the executable are left
// to the system.
func Release() int { return 0 }
