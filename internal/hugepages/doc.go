// Package hugepages asks the kernel to back large, freshly allocated
// buffers with transparent huge pages: one page fault per 2 MiB instead of
// one per 4 KiB. The inflated dex files are the largest allocations of a
// scan, and on virtual machines a page fault costs microseconds (13 µs
// each on the development machine, where a 6 MiB dex took 1,500 of them).
//
// On Linux the package also grows the Go heap into advised memory when it
// is initialised, and puts the heap chunk the process started in on huge
// pages (heap_linux.go): most of a scan's page faults were the heap's own,
// not the dex buffers'. On amd64 it does so through a
// goroutine stack, without a collection (reserve_linux_amd64.go).
//
// The advice is a hint: it changes no content, fails silently where the
// kernel has no transparent huge pages or leaves them off, and does
// nothing on other systems.
package hugepages
