#include "textflag.h"

// func reservationFrame() uintptr
//
// A function whose frame is reservationFrameSize bytes (33488896: 32 MiB
// less 64 KiB; reserve_linux_amd64.go) and which touches none of it. It
// returns its stack pointer, the lowest address of the frame. Calling it
// makes the runtime move the goroutine to a stack large enough for the
// frame, copying only the part in use.
TEXT ·reservationFrame(SB), 0, $33488896-8
	MOVQ SP, AX
	MOVQ AX, low+0(FP)
	RET
