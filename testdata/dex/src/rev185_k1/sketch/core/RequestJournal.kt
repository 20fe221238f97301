package io.quire.app.core

import android.content.Context
import android.os.Bundle
import org.json.JSONObject

/**
 * Mutation deduplication (§6): one record per (calling UID, provider_id, request_id), bound to the tool and the
 * digest of the original args, kept in SharedPreferences and written with commit().
 */
class RequestJournal(context: Context, private val providerId: String) {
    private val prefs = context.getSharedPreferences("journal." + providerId, Context.MODE_PRIVATE)

    @Synchronized
    fun once(call: Call, work: () -> Bundle): Bundle {
        val key = "${call.uid.raw}|$providerId|${call.requestId}"
        val stored = prefs.getString(key, null)?.let { JSONObject(it) }
        if (stored != null) {
            val same = stored.optString("tool") == call.tool.value && stored.optString("digest") == call.argsDigest
            return if (same) replay(call.requestId, stored.getJSONObject("response"))
            else Wire.error("INVALID_REQUEST", "request_id was used for a different call", call.requestId)
        }
        val response = work()
        val record = JSONObject().put("tool", call.tool.value).put("digest", call.argsDigest)
            .put("at", System.currentTimeMillis()).put("response", snapshot(response))
        check(prefs.edit().putString(key, record.toString()).commit()) { "journal write failed" }
        return response
    }

    private fun snapshot(response: Bundle): JSONObject {
        val out = JSONObject().put("status", response.getString("status"))
        response.getString("data")?.let { out.put("data", it) }
        response.getString("error_code")?.let { out.put("error_code", it).put("error_message", response.getString("error_message")) }
        return out
    }

    private fun replay(requestId: String, stored: JSONObject): Bundle = when (stored.optString("status")) {
        "success" -> Wire.success(requestId, JSONObject(stored.getString("data")))
        else -> Wire.error(stored.optString("error_code", "INTERNAL_ERROR"), stored.optString("error_message"), requestId)
    }
}
