package app.larder.core

import org.json.JSONObject

/**
 * Mutation deduplication (§6): one record per (calling UID, provider_id, request_id), bound to the tool and the
 * digest of the original args; a reused id with other content is INVALID_REQUEST, a retry gets the stored reply.
 */
interface MutationLedger {
    fun recorded(call: ToolCall, providerId: String): Reply?
    fun once(call: ToolCall, providerId: String, work: () -> Reply): Reply
}

fun ToolCall.ledgerKey(providerId: String): String = "$uid|$providerId|$requestId"

fun Reply.snapshot(): JSONObject = JSONObject().put("status", status).also { o ->
    bundle.getString("data")?.let { o.put("data", it) }
    bundle.getString("error_code")?.let { o.put("error_code", it).put("error_message", bundle.getString("error_message")) }
}

fun JSONObject.replay(requestId: String): Reply = when (val status = optString("status")) {
    "success", "accepted" -> successReply(requestId, JSONObject(getString("data")), status)
    else -> errorReply(optString("error_code", "INTERNAL_ERROR"), optString("error_message"), requestId)
}

/** A stored record for [call]: the reply, or INVALID_REQUEST when the id was used for other content. */
fun JSONObject.answer(call: ToolCall): Reply =
    if (optString("tool") == call.tool && optString("digest") == call.argsDigest) getJSONObject("reply").replay(call.requestId)
    else errorReply("INVALID_REQUEST", "request_id was already used for a different call", call.requestId)
