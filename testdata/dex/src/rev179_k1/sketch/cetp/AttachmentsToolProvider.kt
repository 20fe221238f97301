package io.quillkit.notes.cetp

import android.app.PendingIntent
import android.content.ComponentName
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import io.quillkit.notes.core.AttachmentSerializer
import io.quillkit.notes.core.AttachmentStore
import io.quillkit.notes.core.DAY_MS
import io.quillkit.notes.core.PlatformClock
import io.quillkit.notes.core.buildJson
import io.quillkit.notes.core.isText
import io.quillkit.notes.core.mediaType
import io.quillkit.notes.platform.AndroidStorage
import io.quillkit.notes.platform.SecureTokens
import io.quillkit.notes.platform.Sha256
import io.quillkit.notes.platform.SystemClock
import io.quillkit.notes.ui.ApproveActivity
import org.json.JSONArray
import org.json.JSONObject
import java.io.FileNotFoundException
import java.nio.file.Files
import java.nio.file.Path

/** CETP v2 provider for note attachments (authority io.quillkit.notes.tools.attachments). */
class AttachmentsToolProvider : ContentProvider() {
    private val clock: PlatformClock = SystemClock
    private lateinit var attachments: AttachmentStore
    private lateinit var sessions: SessionBook
    private lateinit var ledger: RequestLedger
    private lateinit var callers: CallerCheck
    private lateinit var grants: Grants

    override fun onCreate(): Boolean {
        val ctx = context
        val storage = AndroidStorage(ctx, "notes")
        attachments = AttachmentStore(storage, clock)
        sessions = SessionBook(PROVIDER_ID, "Quill Attachments", setOf("large_results"), clock, SecureTokens)
        ledger = RequestLedger(storage.root.resolve("ledger-attachments"), PROVIDER_ID, Sha256)
        callers = CallerCheck(ctx.packageManager)
        grants = Grants(storage)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ex = extras ?: Bundle()
        if (method !in V2_METHODS) return errorBundle(ex.requestId, ErrorCode.METHOD_NOT_FOUND, "Unknown method.")
        val caller = callers.verify(uid)
            ?: return errorBundle(ex.requestId, ErrorCode.PERMISSION_DENIED, "This app is not an approved assistant.")
        if (method == "negotiate") return sessions.negotiate(uid, ex)
        val rid = ex.requestId
        if (ex.protocolVersion != 2 || rid.isNullOrBlank() || ex.deadlineAtMs <= 0L) {
            return errorBundle(rid, ErrorCode.INVALID_REQUEST, "protocol_version 2, request_id and deadline_at_ms are required.")
        }
        val session = sessions.byToken(ex.sessionToken, uid)
            ?: return errorBundle(rid, ErrorCode.NEGOTIATION_REQUIRED, "The session is missing or expired; negotiate again.")
        return when (method) {
            "get_provider_info" -> successBundle(rid, INFO)
            "list_tools" -> successBundle(rid, toolListJson(AttachmentTools.REVISION, AttachmentTools.ALL))
            "execute_tool" -> execute(uid, caller, rid, session, ex)
            else -> errorBundle(rid, ErrorCode.UNSUPPORTED_CAPABILITY, "Quill runs its tools synchronously; there are no operations.")
        }
    }

    private fun execute(uid: Int, caller: String, rid: String, session: Session, ex: Bundle): Bundle {
        val tool = AttachmentTools.byName(ex.toolName) ?: return errorBundle(rid, ErrorCode.TOOL_NOT_FOUND, "No such tool.")
        return try {
            val missing = grants.missing(caller, tool.scopes)
            if (missing.isNotEmpty()) fail(ToolFailure.NotGranted(missing))
            val raw = ex.argsText
            val args = decodeArgs(raw)
            val digest = Sha256.sha256(raw.toByteArray(Charsets.UTF_8))
            val call = ToolCall(uid, caller, rid, tool, args, digest, ex.deadlineAtMs, ex.resumeToken, session)
            if (call.late) fail(ToolFailure.Late)
            when (tool.name) {
                "list_attachments" -> inlineResult(rid, listAttachments(args))
                "fetch_attachment" -> fetchAttachment(call)
                "attach_text" -> inlineResult(rid, attachText(call))
                "replace_attachment" -> inlineResult(rid, replaceAttachment(call))
                else -> inlineResult(rid, purgeAttachments(call))
            }
        } catch (e: ToolException) {
            e.failure.toBundle(rid)
        } catch (e: Exception) {
            Log.w(TAG, "attachment tool failed", e)
            errorBundle(rid, ErrorCode.INTERNAL_ERROR, "Quill could not complete this request.")
        }
    }

    private fun listAttachments(args: JSONObject): JSONObject {
        val only = if (args.has("note_id")) args.name("note_id") else null
        val now = clock.nowMs()
        val items = JSONArray()
        for (attachment in attachments.all()) {
            if (only != null && attachment.noteId != only) continue
            val entry = AttachmentSerializer.encode(attachment)
            when ((now - attachment.modifiedAt) / DAY_MS) {
                in 0L..STALE_DAYS -> entry.put("stale", false)
                else -> entry.put("stale", true)
            }
            items.put(entry)
        }
        return buildJson { "attachments" by items }
    }

    /** An attachment named "<note id>/<file>" inside the attachments root, or INVALID_ARGS. */
    private fun resolveName(name: String): Path {
        val path = attachments.root.resolve(name).normalize()
        if (!path.startsWith(attachments.root) || path == attachments.root) fail(ToolFailure.BadArgs("name"))
        return path
    }

    private fun fetchAttachment(call: ToolCall): Bundle {
        val path = resolveName(call.args.text("name", 100))
        if (!Files.isRegularFile(path)) fail(ToolFailure.Missing)
        val size = Files.size(path)
        return when (size) {
            in 0L..INLINE_TEXT_BYTES -> if (path.mediaType.startsWith("text/")) {
                val text = Files.newInputStream(path).use { String(it.readBytes(), Charsets.UTF_8) }
                inlineResult(call.requestId, buildJson { "text" by text })
            } else {
                fileResult(call, path)
            }
            in (INLINE_TEXT_BYTES + 1)..MAX_FILE_BYTES -> fileResult(call, path)
            else -> fail(ToolFailure.TooLarge)
        }
    }

    private fun fileResult(call: ToolCall, path: Path): Bundle {
        if (!call.largeResults) fail(ToolFailure.TooLarge)
        val bytes = Files.readAllBytes(path)
        val (providerSide, consumerSide) = ParcelFileDescriptor.createPipe()
        Thread {
            ParcelFileDescriptor.AutoCloseOutputStream(providerSide).use { it.write(bytes) }
        }.start()
        val data = buildJson {
            "kind" by "file"
            "media_type" by path.mediaType
            "size_bytes" by bytes.size.toLong()
            "sha256" by Sha256.sha256(bytes)
        }
        val out = successBundle(call.requestId, data)
        out.putParcelable("result_fd", consumerSide)
        return out
    }

    private fun attachText(call: ToolCall): JSONObject {
        val noteId = call.args.name("note_id")
        val fileName = call.args.text("file_name", 64)
        if (!FILE_NAME.matches(fileName)) fail(ToolFailure.BadArgs("file_name"))
        val text = call.args.text("text", 32768)
        val target = attachments.freeName(resolveName(noteId), fileName)
        if (call.late) fail(ToolFailure.Late)
        return ledger.once(call.ledgerKey) {
            attachments.write(target, text)
            buildJson { "name" by target.parent.fileName.toString() + "/" + target.fileName.toString() }
        }
    }

    private fun replaceAttachment(call: ToolCall): JSONObject {
        val path = resolveName(call.args.text("name", 100))
        val text = call.args.text("text", 32768)
        if (!Files.isRegularFile(path)) fail(ToolFailure.Missing)
        val current = attachments.describe(path.parent.fileName.toString(), path)
        if (!current.isText) fail(ToolFailure.BadArgs("name"))
        confirm(call, Route.ByAction(ACTION_APPROVE))
        return ledger.once(call.ledgerKey) {
            attachments.write(path, text)
            buildJson { "size_bytes" by Files.size(path) }
        }
    }

    private fun purgeAttachments(call: ToolCall): JSONObject {
        val dir = resolveName(call.args.name("note_id"))
        confirm(call, Route.ByComponent(ComponentName(VAULT_PACKAGE, VAULT_CONFIRM)))
        return ledger.once(call.ledgerKey) {
            val files = if (Files.isDirectory(dir)) Files.newDirectoryStream(dir).use { it.toList() } else emptyList()
            var removed = 0
            for (file in files) {
                if (Files.deleteIfExists(file)) removed++
            }
            val count = removed
            buildJson { "removed" by count }
        }
    }

    /** Parks the call behind a confirmation screen on first arrival; on resume redeems the token. Throws unless approved. */
    private fun confirm(call: ToolCall, route: Route) {
        if (call.late) fail(ToolFailure.Late)
        val token = call.resumeToken
        if (token == null) {
            val (resume, ticket) = ConfirmationDesk.park(call.uid, PROVIDER_ID, call.tool.name, call.requestId, call.argsDigest)
            fail(ToolFailure.NeedsConfirmation(resolution(route, ticket), resume))
        }
        when (ConfirmationDesk.redeem(token, call.uid, PROVIDER_ID, call.tool.name, call.requestId, call.argsDigest)) {
            null -> fail(ToolFailure.BadResume)
            false -> fail(ToolFailure.Declined)
            true -> if (call.late) fail(ToolFailure.Late)
        }
    }

    private fun resolution(route: Route, ticket: String): PendingIntent {
        val ctx = context
        val intent = when (route) {
            is Route.ByAction -> Intent(route.action).setClassName(ctx, ApproveActivity::class.java.name)
            is Route.ByComponent -> Intent().setComponent(route.component)
        }
        intent.putExtra(EXTRA_TICKET, ticket)
        return PendingIntent.getActivity(ctx, ticket.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
    }

    /** content://io.quillkit.notes.tools.attachments/<note id>/<file>: one attachment, read-only. */
    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        val segments = uri.pathSegments
        if (segments.size != 2) throw FileNotFoundException("not available")
        val path = attachments.root.resolve(segments[0]).resolve(segments[1]).normalize()
        if (!path.startsWith(attachments.root) || !Files.isRegularFile(path)) throw FileNotFoundException("not available")
        return ParcelFileDescriptor.open(path.toFile(), Access.Read.pfdMode)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val TAG = "QuillAttachmentTools"
        const val PROVIDER_ID = "io.quillkit.notes.attachments"
        const val STALE_DAYS = 365L
        const val INLINE_TEXT_BYTES = 200_000L
        const val MAX_FILE_BYTES = 16L * 1024 * 1024

        /** Quill Vault, the companion app that holds the biometric unlock for destructive bulk actions. */
        const val VAULT_PACKAGE = "io.quillkit.vault"
        const val VAULT_CONFIRM = "io.quillkit.vault.ui.ConfirmPurgeActivity"

        val FILE_NAME = Regex("[A-Za-z0-9][A-Za-z0-9._-]{0,63}")

        val INFO: JSONObject =
            providerInfoJson(PROVIDER_ID, "Quill Attachments", "Read and manage the files attached to Quill notes.", AttachmentTools.SCOPES)
    }
}
