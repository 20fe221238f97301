package com.tidewell.home

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlinx.coroutines.withTimeoutOrNull
import org.json.JSONArray
import org.json.JSONObject

/** CETP v2 for the household's texts, by hand over call(): read conversations, wait for a reply, send a text. */
class TextsToolProvider : ContentProvider() {
    private val book: ConfirmationBook get() = Books.texts

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val ctx = context!!
        val requestId = request.requestId
        val pkg = Assistants.admit(ctx, uid)
            ?: return failure(requestId, "PERMISSION_DENIED", "This app is not an assistant Tidewell serves.")
        if (method == "negotiate") return negotiate(request, uid, PROVIDER_ID, PROVIDER_NAME)
        if (method !in V2_METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.protocolVersion != 2 || requestId == null || request.deadlineAtMs <= 0L) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2, request_id and deadline_at_ms are required.")
        }
        Sessions.find(request.sessionToken, uid, PROVIDER_ID)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first.", true)
        val call = ToolCall(uid, pkg, PROVIDER_ID, request)
        return when (method) {
            "get_provider_info" -> success(requestId, providerInfo(PROVIDER_ID, PROVIDER_NAME, "Your household's text messages", SCOPES))
            "list_tools" -> success(requestId, listing(REVISION, TOOLS, Assistants.scopesOf(pkg)))
            "execute_tool" -> execute(call)
            else -> failure(requestId, "UNSUPPORTED_CAPABILITY", "Background operations were not negotiated.")
        }
    }

    private fun execute(call: ToolCall): Bundle {
        val rid = call.requestId
        val tool = TOOLS.firstOrNull { it.name == call.toolName }
            ?: return failure(rid, "TOOL_NOT_FOUND", "No tool of that name.")
        if (!Assistants.scopesOf(call.callerPackage).containsAll(tool.scopes)) {
            return failure(rid, "PERMISSION_DENIED", "This assistant lacks a scope the tool needs.")
        }
        val args = call.args() ?: return failure(rid, "INVALID_ARGS", "args must be a JSON object.")
        if (call.deadlineAtMs <= System.currentTimeMillis()) {
            return failure(rid, "DEADLINE_EXCEEDED", "The deadline passed before the tool started.")
        }
        return when (tool.name) {
            "list_threads" -> listThreads(rid, args)
            "wait_for_reply" -> waitForReply(call, args)
            else -> sendText(call, args)
        }
    }

    private fun listThreads(rid: String, args: JSONObject): Bundle {
        val limit = args.optInt("limit", 20).coerceIn(1, 50)
        val threads = JSONArray()
        context!!.contentResolver.query(
            InboxWatcher.CONVERSATIONS, arrayOf("thread_id", "snippet", "msg_count"), null, null, "date DESC",
        )?.use { c ->
            while (threads.length() < limit && c.moveToNext()) {
                threads.put(JSONObject().put("thread_id", c.getLong(0)).put("snippet", c.getString(1)).put("count", c.getInt(2)))
            }
        }
        return success(rid, JSONObject().put("threads", threads))
    }

    /** Waits, within the deadline, for the inbox observer to see a text arrive in the thread. */
    private fun waitForReply(call: ToolCall, args: JSONObject): Bundle {
        val rid = call.requestId
        val threadId = args.optLong("thread_id", -1L)
        if (threadId <= 0L) return failure(rid, "INVALID_ARGS", "thread_id must be a conversation id.")
        val since = args.optLong("since_ms", System.currentTimeMillis())
        val waitMs = minOf(args.optLong("wait_ms", 30_000L).coerceIn(0L, 60_000L), call.remainingMs() - 200L)
        val text = runBlocking { withTimeoutOrNull(waitMs) { watcher.incoming(threadId, since).first() } }
        val value = JSONObject().put("arrived", text != null)
        if (text != null) value.put("message", text.toJson())
        return success(rid, value)
    }

    private fun sendText(call: ToolCall, args: JSONObject): Bundle {
        val rid = call.requestId
        val to = args.optString("to")
        val body = args.optString("body")
        if (!PHONE.matches(to) || body.isEmpty() || body.length > 480) {
            return failure(rid, "INVALID_ARGS", "to must be a phone number and body 1 to 480 characters.")
        }
        db.prior(call.retryKey)?.let { return it.replay(rid, "send_text", call.argsDigest) }
        val token = call.extras.resumeToken ?: return askUser(call, to, body)
        val held = book.take(token)
            ?.takeIf { it.tool == "send_text" && it.requestId == rid && it.argsDigest == call.argsDigest }
            ?.takeIf { it.expiresAt > System.currentTimeMillis() }
            ?: return failure(rid, "INVALID_REQUEST", "The resume token is unknown, used, or not this call's.")
        val approved = runBlocking { withTimeoutOrNull(Books.ANSWER_WAIT_MS) { held.answer.await() } }
        if (approved != true) return failure(rid, "USER_CANCELLED", "The text was not approved.")
        val ref = Tokens.secure(12)
        try {
            runBlocking { withTimeout(call.remainingMs()) { outbox.send(to, body, ref) } }
        } catch (e: Exception) {
            return failure(rid, "UNAVAILABLE", "The text could not be sent: ${e.message}", true)
        }
        // written on the watcher's thread, in order with the inbox observer's reads
        watcher.handler.post { db.recordOutgoing(ref, to, body, Binder.getCallingUid()) }
        val result = success(rid, JSONObject().put("message_ref", ref).put("status", "sent"))
        db.record(call.retryKey, "send_text", call.argsDigest, result)
        return result
    }

    /** Holds the text for the user and answers USER_ACTION_REQUIRED with the confirmation screen. */
    private fun askUser(call: ToolCall, to: String, body: String): Bundle {
        val ctx = context!!
        val code = Tokens.nextRequestCode()
        val token = Tokens.secure()
        book.hold(token, PendingConfirmation(call.uid, "send_text", call.requestId, call.argsDigest, System.currentTimeMillis() + Books.HOLD_MS))
        // mutable: the screen fills the user's decision into the reply
        val reply = replyTo(ctx, Books.TEXTS, token, code, PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        val screen = Intent(ctx, ConfirmTextActivity::class.java)
            .putExtra(EXTRA_TOKEN, token)
            .putExtra(EXTRA_TO, to)
            .putExtra(EXTRA_BODY, body)
            .putExtra(EXTRA_REPLY, reply)
        val resolution = PendingIntent.getActivity(ctx, code, screen, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return needsUser(call.requestId, resolution, token, "Approve this text in Tidewell before it is sent.")
    }

    private val db: HomeDb get() = HomeDb.get(context!!)
    private val outbox: Outbox get() = Outbox.get(context!!)
    private val watcher: InboxWatcher get() = InboxWatcher.get(context!!)

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.tidewell.home.texts"
        const val PROVIDER_NAME = "Tidewell Texts"
        private const val REVISION = "texts-7"
        private val PHONE = Regex("\\+?[0-9]{3,15}")
        private const val SCOPES = """[{"name":"texts.read","title":"Read your texts","description":"Conversations and new replies",""" +
            """"access":"read","sensitivity":"personal"},{"name":"texts.send","title":"Send texts","description":"Send a text you approve",""" +
            """"access":"write","sensitivity":"personal"}]"""
        private val TOOLS = listOf(
            ToolSpec(
                "list_threads", setOf("texts.read"), false,
                """{"name":"list_threads","title":"List conversations","description":"The most recent text conversations.",""" +
                    """"input_schema":{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":50}},"additionalProperties":false},""" +
                    """"output_schema":{"type":"object","properties":{"threads":{"type":"array"}},"required":["threads"]},""" +
                    """"scopes":["texts.read"],"annotations":{"effect":"read","risk":"low","open_world":false,"confirmation":"never"}}""",
            ),
            ToolSpec(
                "wait_for_reply", setOf("texts.read"), false,
                """{"name":"wait_for_reply","title":"Wait for a reply","description":"Waits up to wait_ms for a new text in a conversation.",""" +
                    """"input_schema":{"type":"object","properties":{"thread_id":{"type":"integer","minimum":1},"since_ms":{"type":"integer"},""" +
                    """"wait_ms":{"type":"integer","minimum":0,"maximum":60000}},"required":["thread_id"],"additionalProperties":false},""" +
                    """"output_schema":{"type":"object","properties":{"arrived":{"type":"boolean"},"message":{"type":"object"}},"required":["arrived"]},""" +
                    """"scopes":["texts.read"],"annotations":{"effect":"read","risk":"low","open_world":false,"confirmation":"never"}}""",
            ),
            ToolSpec(
                "send_text", setOf("texts.send"), true,
                """{"name":"send_text","title":"Send a text","description":"Sends a text message once you approve it in Tidewell.",""" +
                    """"input_schema":{"type":"object","properties":{"to":{"type":"string","pattern":"^\\+?[0-9]{3,15}$"},""" +
                    """"body":{"type":"string","minLength":1,"maxLength":480}},"required":["to","body"],"additionalProperties":false},""" +
                    """"output_schema":{"type":"object","properties":{"message_ref":{"type":"string"},"status":{"const":"sent"}},"required":["message_ref","status"]},""" +
                    """"scopes":["texts.send"],"annotations":{"effect":"create","risk":"moderate","destructive":false,"idempotent":false,""" +
                    """"open_world":true,"confirmation":"always"}}""",
            ),
        )
    }
}
