package com.example.r32k1

import android.content.ContentProvider
import android.content.Context
import android.os.Binder
import android.os.Bundle

// RideToolProvider.kt: Wayfare's CETP v2 provider. The tools are data
// objects of a sealed interface, looked up in a map built with buildMap.

class RideToolProvider : ContentProvider() {
    private val registry: Map<String, RideTool> = buildMap {
        RideTool.ALL.forEach { put(it.name, it) }
    }

    override fun onCreate(): Boolean {
        RideStore.prefs = context!!.getSharedPreferences("wayfare", Context.MODE_PRIVATE)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        if (!Callers.trusted(ctx, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if (method == "negotiate") return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.sessionToken, uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> Replies.success(RideTool.CATALOG)
            "execute_tool" -> execute(ctx, uid, extras)
            else -> Replies.error("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(ctx: Context, uid: Int, extras: Bundle): Bundle {
        if (extras.deadlinePassed()) return Replies.error("DEADLINE_EXCEEDED", "deadline passed")
        val tool = registry[extras.toolName] ?: return Replies.error("TOOL_NOT_FOUND", "no such tool")
        return tool.run(ToolCall(ctx, uid, extras.args, extras.resumeToken))
    }
}
