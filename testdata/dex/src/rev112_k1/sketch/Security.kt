package com.inkwell

import android.content.Context
import android.os.Bundle
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

object Sessions {
    private val rng = SecureRandom()
    private val open = ConcurrentHashMap<String, Int>()

    fun newToken(): String =
        ByteArray(24).also(rng::nextBytes).let { Base64.encodeToString(it, Base64.NO_WRAP or Base64.URL_SAFE) }

    fun negotiate(uid: Int): Bundle = newToken().also { open[it] = uid }.let { token ->
        Bundle().apply {
            putString("status", "success")
            putString("data", "{\"selected_version\":2,\"provider_id\":\"com.inkwell\",\"provider_name\":\"Inkwell\"," +
                "\"session_token\":\"$token\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536," +
                "\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}")
        }
    }

    fun owns(token: String?, uid: Int): Boolean = token != null && open[token] == uid
}

class ResumeBook {
    private class Hold(val uid: Int, val tool: String?, val args: String)

    private val holds = ConcurrentHashMap<String, Hold>()

    fun issue(token: String, call: Call): String = token.also { holds[it] = Hold(call.uid, call.toolName, call.rawArgs) }

    fun take(call: Call): Boolean {
        val hold = call.resumeToken?.let { holds.remove(it) } ?: return false
        return hold.uid == call.uid && hold.tool == call.toolName && hold.args == call.rawArgs
    }
}

object Access {
    private val CONSUMERS = setOf("com.clawseed.agent", "com.inkwell.assistant")

    fun trusted(ctx: Context, uid: Int): Boolean =
        ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()?.let { it in CONSUMERS } ?: false

    fun allows(uid: Int): Boolean = Stores.notes.hasGrant(uid)
}
