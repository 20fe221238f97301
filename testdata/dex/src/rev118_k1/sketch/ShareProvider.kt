package com.quillbox

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Bundle
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject
import kotlin.random.Random

// com.quillbox.share: sharing notes with people and publishing them.
class ShareProvider : ContentProvider() {
    private lateinit var store: NoteStore
    private lateinit var router: ConfirmRouter
    private lateinit var resolutions: Resolutions
    private val sessions = SessionBook()
    private val ledger = ResumeLedger(Random.Default)
    private val writes = Mutex()

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        store = NoteStore(ctx)
        router = ConfirmRouter(ctx)
        resolutions = Resolutions(ctx, SettingsRepo(ctx))
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = callerUid()
        val ctx = context ?: return null
        if (!ctx.admits(uid)) {
            return Reply.Failed("PERMISSION_DENIED", "This app may not use Quillbox tools").toBundle(null)
        }
        val req = Request(extras ?: Bundle())
        if (method == "negotiate") return negotiated(req.extras, uid, sessions, PROVIDER_ID, "Quillbox sharing")
        if (req.version != 2) return Reply.Failed("UNSUPPORTED_VERSION", "Quillbox speaks CETP v2 only").toBundle(req)
        if (sessions.find(req.sessionToken, uid) == null) {
            return Reply.Failed("NEGOTIATION_REQUIRED", "Negotiate a session first", true).toBundle(req)
        }
        val reply = when (method) {
            "get_provider_info" -> Reply.Ok(Catalog.shareInfo())
            "list_tools" -> Reply.Ok(Catalog.shareTools())
            "execute_tool" -> runBlocking { execute(ctx, uid, req) }
            else -> Reply.Failed("METHOD_NOT_FOUND", "Unknown method")
        }
        return reply.toBundle(req)
    }

    private suspend fun execute(ctx: Context, uid: Int, req: Request): Reply {
        if (req.deadlineAt <= System.currentTimeMillis()) {
            return Reply.Failed("DEADLINE_EXCEEDED", "The deadline has passed")
        }
        val args = try {
            req.args()
        } catch (e: JSONException) {
            return Reply.Failed("INVALID_ARGS", "args must be a JSON object")
        }
        val tool = req.tool
        val mutation = tool.raw in Catalog.SHARE_MUTATIONS
        if (mutation) {
            val seen = withContext(Dispatchers.IO) { store.receipt(uid, req.requestId) }
            if (seen != null) {
                if (seen[0] != tool.raw || seen[1] != NoteStore.sha256(req.argsText)) {
                    return Reply.Failed("INVALID_REQUEST", "request_id was used for another call")
                }
                return Reply.Ok(JSONObject(seen[2]))
            }
        }
        val reply = when (tool.raw) {
            "list_shares" -> listShares()
            "share_note" -> shareNote(uid, req, args)
            "publish_note" -> publishNote(uid, req, args)
            "revoke_share" -> revokeShare(ctx, uid, req, args)
            else -> Reply.Failed("TOOL_NOT_FOUND", "No such tool")
        }
        if (mutation && reply is Reply.Ok) {
            withContext(Dispatchers.IO) { store.keep(uid, req.requestId, tool, req.argsText, reply.value) }
        }
        return reply
    }

    private suspend fun listShares(): Reply {
        val shares = store.shares()
            .map { JSONObject().put("id", it.id).put("note_id", it.noteId).put("recipient", it.recipient).put("published", it.published) }
            .toList()
        return Reply.Ok(JSONObject().put("shares", JSONArray(shares)))
    }

    private suspend fun shareNote(uid: Int, req: Request, args: JSONObject): Reply {
        val noteId = args.optLong("note_id", -1L)
        val recipient = args.optString("recipient")
        if (noteId < 0 || !EMAIL.matches(recipient)) {
            return Reply.Failed("INVALID_ARGS", "note_id and a recipient address are required")
        }
        if (!ledger.redeem(req.resumeToken, uid, req.tool, req.argsText)) {
            val token = ledger.issue(uid, req.tool, req.argsText)
            val intent = router.shareIntent(noteId, recipient, token)
            return Reply.NeedsUser(resolutions.editable(intent, REQUEST_SHARE), token)
        }
        val shareId = writes.withLock { withContext(Dispatchers.IO) { store.share(noteId, recipient, uid) } }
        return Reply.Ok(JSONObject().put("share_id", shareId))
    }

    private suspend fun publishNote(uid: Int, req: Request, args: JSONObject): Reply {
        val noteId = args.optLong("note_id", -1L)
        if (noteId < 0) return Reply.Failed("INVALID_ARGS", "note_id is required")
        if (!ledger.check(req.resumeToken, uid, req.tool, req.argsText)) {
            val token = ledger.issue(uid, req.tool, req.argsText)
            val intent = router.publishIntent(noteId, token)
            return Reply.NeedsUser(resolutions.sealed(intent, REQUEST_PUBLISH), token)
        }
        val shareId = writes.withLock { withContext(Dispatchers.IO) { store.publish(noteId, uid) } }
        return Reply.Ok(JSONObject().put("share_id", shareId))
    }

    private suspend fun revokeShare(ctx: Context, uid: Int, req: Request, args: JSONObject): Reply {
        val shareId = args.optLong("share_id", -1L)
        if (shareId < 0) return Reply.Failed("INVALID_ARGS", "share_id is required")
        if (!ledger.redeem(req.resumeToken, uid, req.tool, req.argsText)) {
            val token = ledger.issue(uid, req.tool, req.argsText)
            val intent = Intent(ctx, ConfirmRevokeActivity::class.java).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_NOTE, -1L)
                .putExtra(EXTRA_SUBJECT, "Share #$shareId")
            return Reply.NeedsUser(resolutions.sealed(intent, REQUEST_REVOKE), token)
        }
        val revoked = writes.withLock { withContext(Dispatchers.IO) { store.revoke(shareId) } }
        return Reply.Ok(JSONObject().put("revoked", revoked))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.quillbox.share"
        private const val REQUEST_SHARE = 41
        private const val REQUEST_PUBLISH = 42
        private const val REQUEST_REVOKE = 43
        private val EMAIL = Regex("[^@\\s]+@[^@\\s]+\\.[a-z]{2,}")
    }
}
