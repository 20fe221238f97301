package com.hearthkit

import android.content.SharedPreferences
import org.json.JSONObject
import java.security.MessageDigest

data class Receipt(val tool: ToolName, val argsDigest: String, val value: String)

// Deduplication of mutating calls by (caller UID, provider, request_id), kept on disk so a restart does not run
// a command twice.
class Receipts(private val prefs: SharedPreferences) {
    fun find(uid: Int, provider: String, requestId: String): Receipt? {
        val raw = prefs.getString(key(uid, provider, requestId), null) ?: return null
        val json = JSONObject(raw)
        return Receipt(ToolName(json.optString("tool")), json.optString("args_sha256"), json.optString("value"))
    }

    fun keep(uid: Int, provider: String, requestId: String, tool: ToolName, args: String, value: JSONObject) {
        val record = JSONObject()
            .put("tool", tool.raw)
            .put("args_sha256", sha256(args))
            .put("value", value.toString())
            .put("kept_at_ms", System.currentTimeMillis())
        prefs.edit().putString(key(uid, provider, requestId), record.toString()).commit()
    }

    private fun key(uid: Int, provider: String, requestId: String) = "$uid|$provider|$requestId"
}

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
