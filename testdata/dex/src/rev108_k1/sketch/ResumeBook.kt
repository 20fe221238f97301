package com.berthbook

import java.util.concurrent.ConcurrentHashMap

class ResumeBook {
    private class Pending(val uid: CallerUid, val tool: ToolName, val argsHash: Int) {
        @Volatile
        var approved = false
    }

    private val pending = ConcurrentHashMap<ResumeToken, Pending>()

    fun issue(token: ResumeToken, uid: CallerUid, tool: ToolName, args: String): ResumeToken {
        pending[token] = Pending(uid, tool, args.hashCode())
        return token
    }

    fun approve(token: ResumeToken) {
        pending[token]?.approved = true
    }

    fun take(raw: String?, uid: CallerUid, tool: ToolName, args: String): Boolean {
        if (raw == null) return false
        val p = pending.remove(ResumeToken(raw)) ?: return false
        return p.approved && p.uid == uid && p.tool == tool && p.argsHash == args.hashCode()
    }
}
