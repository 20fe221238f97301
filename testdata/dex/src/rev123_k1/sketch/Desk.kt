package com.hearthkit

import android.os.Bundle

// What both tool desks share (default methods; kotlinc 2.x puts their bodies into the interface).
interface Desk {
    val providerId: String

    // The request's live session at this desk.
    fun session(req: Request): Session? = SessionBook.find(req.sessionId)?.takeIf { it.provider == providerId && it.live }

    // The same, and held by the app that negotiated it.
    fun session(req: Request, caller: Caller): Session? = session(req)?.takeIf { it.uid == caller.uid }

    fun methodNotFound(req: Request): Bundle = req.fail("METHOD_NOT_FOUND", "Unknown method")

    fun toolNotFound(): Outcome = Outcome.Failed("TOOL_NOT_FOUND", "No such tool")

    fun userCancelled(): Outcome = Outcome.Failed("USER_CANCELLED", "The request was declined on the phone")
}
