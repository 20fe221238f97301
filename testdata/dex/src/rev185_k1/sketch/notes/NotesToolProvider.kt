package io.quire.app.notes

import android.app.PendingIntent
import android.content.Intent
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import io.quire.app.core.APP
import io.quire.app.core.Call
import io.quire.app.core.CallState
import io.quire.app.core.CallerUid
import io.quire.app.core.Catalog
import io.quire.app.core.PackageName
import io.quire.app.core.ParkedCalls
import io.quire.app.core.SafePath
import io.quire.app.core.Scope
import io.quire.app.core.Step
import io.quire.app.core.ToolHost
import io.quire.app.core.ToolSpec
import io.quire.app.core.Tokens
import io.quire.app.core.Wire
import io.quire.app.core.fail
import io.quire.app.core.isWithin
import io.quire.app.ui.ConfirmScreen
import io.quire.app.ui.NoteConfirmActivity
import org.json.JSONObject
import java.io.File
import java.io.FileInputStream
import java.io.FileNotFoundException

/** Quire's notes as CETP v2 tools (authority io.quire.app.tools.notes). */
class NotesToolProvider : ToolHost() {
    override val providerId = "io.quire.app"
    override val providerName = "Quire Notes"
    override val providerDescription = "Read, write and tidy up your Quire notes"
    override val scopes: List<Scope> = NotesTools.SCOPES
    override val catalog: Catalog = NotesTools.CATALOG

    private val store by lazy { NoteStore(requireNotNull(context)) }

    override val confirmation = Step { state ->
        val admitted = state as? CallState.Admitted ?: return@Step state
        if (admitted.spec.confirmation != "always") return@Step CallState.Cleared(admitted.call, admitted.spec)
        val token = admitted.call.resumeToken ?: return@Step ask(admitted, summary(admitted.call))
        val parked = ParkedCalls.take(token)
            ?.takeIf { it.provider == providerId && it.tool == admitted.call.tool && it.live }
            ?.takeIf { it.requestId == admitted.call.requestId && it.argsDigest == admitted.call.argsDigest }
            ?: return@Step admitted.fail("INVALID_REQUEST", "The resume token does not belong to this call")
        when (parked.answer) {
            true -> CallState.Cleared(admitted.call, admitted.spec)
            false, null -> admitted.fail("USER_CANCELLED", "The action was not approved")
        }
    }

    private fun summary(call: Call): String = when (call.tool.value) {
        "purge_trash" -> "Permanently delete every note in the trash"
        "delete_note" -> "Move \"" + (store.get(call.args.optString("note_id"))?.optString("title") ?: "?") + "\" to the trash"
        else -> error("no confirmation text for ${call.tool.value}")
    }

    override fun resolution(spec: ToolSpec, ticket: String, requestCode: Int): PendingIntent {
        val ctx = requireNotNull(context)
        val intent = when (spec.name.value) {
            "purge_trash" -> Intent().setClassName(APP.value, "io.quire.app.ui.NoteConfirmActivity")
                .putExtra(ConfirmScreen.EXTRA_MODE, "purge")
            else -> Intent(ctx, NoteConfirmActivity::class.java)
        }
        intent.putExtra(ConfirmScreen.EXTRA_TICKET, ticket)
        return PendingIntent.getActivity(ctx, requestCode, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
    }

    override fun run(call: Call, spec: ToolSpec): Bundle = when (call.tool.value) {
        "list_notes" -> Wire.inline(call.requestId, JSONObject().put("notes", store.list(call.args.optString("folder").ifEmpty { null }, false)))
        "read_note" -> readNote(call)
        "open_note_attachment" -> openAttachment(call)
        "create_note" -> createNote(call)
        "delete_note" -> Wire.inline(call.requestId, JSONObject().put("trashed", store.trash(call.args.optString("note_id"))))
        "purge_trash" -> Wire.inline(call.requestId, JSONObject().put("purged", store.purge()))
        else -> Wire.error("TOOL_NOT_FOUND", "No such tool", call.requestId)
    }

    private fun readNote(call: Call): Bundle {
        val note = noteFor(call) ?: return Wire.error("INVALID_ARGS", "No such note", call.requestId)
        return Wire.inline(call.requestId, JSONObject().put("title", note.optString("title")).put("body", note.optString("body")))
    }

    private fun noteFor(call: Call): JSONObject? =
        call.args.optString("note_id").takeIf { NOTE_ID.matches(it) }?.let { store.get(it) }

    /** Attachments of unlocked notes open in the editor's mode so that an assistant can save annotations back. */
    private fun openAttachment(call: Call): Bundle {
        if (!call.session.offers("large_results")) {
            return Wire.error("RESULT_TOO_LARGE", "Attachments need the large_results capability", call.requestId)
        }
        val noteId = call.args.optString("note_id").takeIf { NOTE_ID.matches(it) }
            ?: return Wire.error("INVALID_ARGS", "note_id is not a note id", call.requestId)
        val note = store.get(noteId) ?: return Wire.error("INVALID_ARGS", "No such note", call.requestId)
        val path = SafePath.parse(call.args.optString("name"))
            ?: return Wire.error("INVALID_ARGS", "name must be a relative attachment path", call.requestId)
        val mode = if (note.optBoolean("locked")) ParcelFileDescriptor.MODE_READ_ONLY else ParcelFileDescriptor.MODE_READ_WRITE
        val (file, fd) = descriptor(store.attachmentDir(noteId), path, mode)
            ?: return Wire.error("INVALID_ARGS", "No such attachment", call.requestId)
        val out = Wire.success(call.requestId, JSONObject().put("kind", "file").put("media_type", mediaType(path))
            .put("size_bytes", file.length()).put("sha256", digest(file)))
        out.putParcelable("result_fd", fd)
        return out
    }

    /** Opens [path] below [folder] after the containment walk; null when it is not a file there. */
    private fun descriptor(folder: File, path: SafePath, mode: Int): Pair<File, ParcelFileDescriptor>? {
        val root = folder.canonicalFile
        val file = File(root, path.relative).canonicalFile
        if (!isWithin(file, root) || !file.isFile) return null
        return file to ParcelFileDescriptor.open(file, mode)
    }

    private fun createNote(call: Call): Bundle {
        val title = call.args.optString("title").trim()
        val body = call.args.optString("body")
        val folder = call.args.optString("folder").ifEmpty { "Inbox" }
        if (title.isEmpty() || title.length > 120 || body.length > 20000 || folder.length > 64) {
            return Wire.error("INVALID_ARGS", "title, body or folder is out of range", call.requestId)
        }
        val id = store.create(title, body, folder, author(call))
        return Wire.inline(call.requestId, JSONObject().put("note_id", id))
    }

    /** The byline of a new note: assistants that relay for another app name that app. */
    private fun author(call: Call): PackageName =
        call.extras.getString("calling_package")?.takeIf { it.isNotBlank() }?.let(::PackageName)
            ?: call.caller
            ?: PackageName("unknown")

    /** Inline images of notes, content://io.quire.app.tools.notes/image/<note>/<name>, for linked apps only. */
    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        val uid = CallerUid(Binder.getCallingUid())
        val caller = callingPackage?.let(::PackageName)
        if (!links.allows(uid, caller, listOf("notes.read"))) throw SecurityException("Link this app in Quire first")
        val segments = uri.pathSegments
        require(segments.size == 3 && segments[0] == "image") { "unknown uri" }
        val noteId = segments[1].takeIf { NOTE_ID.matches(it) } ?: throw FileNotFoundException("no such note")
        val path = SafePath.parse(segments[2]) ?: throw FileNotFoundException("no such image")
        return descriptor(store.attachmentDir(noteId), path, ParcelFileDescriptor.MODE_READ_ONLY)?.second
            ?: throw FileNotFoundException("no such image")
    }

    private fun mediaType(path: SafePath): String = when (path.leaf.substringAfterLast('.', "").lowercase()) {
        "png" -> "image/png"
        "jpg", "jpeg" -> "image/jpeg"
        "pdf" -> "application/pdf"
        "txt", "md" -> "text/plain"
        else -> "application/octet-stream"
    }

    private fun digest(file: File): String = FileInputStream(file).use { Tokens.sha256(it.readBytes()) }

    companion object {
        private val NOTE_ID = Regex("n_[0-9a-f]{16}")
    }
}
