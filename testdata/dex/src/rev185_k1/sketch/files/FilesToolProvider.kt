package io.quire.app.files

import android.app.PendingIntent
import android.content.ComponentName
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Base64
import io.quire.app.core.APP
import io.quire.app.core.Call
import io.quire.app.core.CallState
import io.quire.app.core.Catalog
import io.quire.app.core.PackageName
import io.quire.app.core.ParkedCalls
import io.quire.app.core.SafePath
import io.quire.app.core.Scope
import io.quire.app.core.Step
import io.quire.app.core.ToolHost
import io.quire.app.core.ToolSpec
import io.quire.app.core.Tokens
import io.quire.app.core.VAULT
import io.quire.app.core.Wire
import io.quire.app.core.fail
import io.quire.app.core.isWithin
import io.quire.app.ui.ConfirmScreen
import org.json.JSONObject
import java.io.File
import java.io.FileInputStream
import java.io.FileNotFoundException
import java.io.FileOutputStream

/** Quire's loose attachments as CETP v2 tools (authority io.quire.app.tools.files). */
class FilesToolProvider : ToolHost() {
    override val providerId = "io.quire.app.files"
    override val providerName = "Quire Files"
    override val providerDescription = "Loose attachments kept in Quire"
    override val scopes: List<Scope> = FilesTools.SCOPES
    override val catalog: Catalog = FilesTools.CATALOG

    private val store by lazy { AttachmentStore(requireNotNull(context)) }

    override val confirmation = Step { state ->
        val admitted = state as? CallState.Admitted ?: return@Step state
        if (admitted.spec.confirmation != "always") return@Step CallState.Cleared(admitted.call, admitted.spec)
        val call = admitted.call
        val token = call.resumeToken ?: return@Step ask(admitted, summary(call))
        val parked = ParkedCalls.take(token)
            ?.takeIf { it.uid == call.uid && it.provider == providerId && it.tool == call.tool && it.live }
            ?.takeIf { it.requestId == call.requestId && it.argsDigest == call.argsDigest }
            ?: return@Step admitted.fail("INVALID_REQUEST", "The resume token does not belong to this call")
        if (parked.answer == true) CallState.Cleared(call, admitted.spec)
        else admitted.fail("USER_CANCELLED", "The action was not approved")
    }

    private fun summary(call: Call): String {
        val path = SafePath.parse(call.args.optString("path"))?.relative ?: "?"
        return when (call.tool.value) {
            "delete_attachment" -> "Delete $path for good"
            "share_attachment" -> "Share $path into Quire Vault"
            else -> error("no confirmation text for ${call.tool.value}")
        }
    }

    override fun resolution(spec: ToolSpec, ticket: String, requestCode: Int): PendingIntent {
        val ctx = requireNotNull(context)
        return when (spec.name.value) {
            "share_attachment" -> {
                // Vault keeps the share keys, so it shows the approval screen.
                val intent = Intent().setComponent(ComponentName(VAULT.value, "io.quire.vault.ui.ShareApprovalActivity"))
                    .putExtra(ConfirmScreen.EXTRA_TICKET, ticket)
                PendingIntent.getActivity(ctx, requestCode, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            }
            else -> {
                val intent = Intent(ConfirmScreen.ACTION_CONFIRM_FILE).setPackage(APP.value)
                    .putExtra(ConfirmScreen.EXTRA_TICKET, ticket)
                PendingIntent.getActivity(ctx, requestCode, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            }
        }
    }

    override fun run(call: Call, spec: ToolSpec): Bundle = when (call.tool.value) {
        "list_attachments" -> Wire.inline(call.requestId, JSONObject().put("paths", Wire.strings(store.list(200))))
        "list_shared" -> listShared(call)
        "read_attachment" -> readAttachment(call)
        "import_attachment" -> importAttachment(call)
        "delete_attachment" -> deleteAttachment(call)
        "share_attachment" -> shareAttachment(call)
        else -> Wire.error("TOOL_NOT_FOUND", "No such tool", call.requestId)
    }

    /** The subject is the app the user shared with; the caller is still the UID from call(). */
    private fun listShared(call: Call): Bundle {
        val subject = call.args.optString("package_name").takeIf { PACKAGE.matches(it) }?.let(::PackageName)
            ?: return Wire.error("INVALID_ARGS", "package_name is not a package name", call.requestId)
        return Wire.inline(call.requestId, JSONObject().put("paths", Wire.strings(store.sharedWith(subject))))
    }

    private fun located(call: Call): File? {
        val path = SafePath.parse(call.args.optString("path")) ?: return null
        val base = store.root
        return File(base, path.relative).canonicalFile.takeIf { isWithin(it, base) && it.isFile }
    }

    private fun readAttachment(call: Call): Bundle {
        if (!call.session.offers("large_results")) {
            return Wire.error("RESULT_TOO_LARGE", "Attachments need the large_results capability", call.requestId)
        }
        val file = located(call) ?: return Wire.error("INVALID_ARGS", "No such attachment", call.requestId)
        val fd = open(file, ParcelFileDescriptor.MODE_READ_ONLY)
        val out = Wire.success(call.requestId, JSONObject().put("kind", "file").put("media_type", "application/octet-stream")
            .put("size_bytes", file.length()).put("sha256", digest(file)))
        out.putParcelable("result_fd", fd)
        return out
    }

    private fun open(file: File, mode: Int): ParcelFileDescriptor = ParcelFileDescriptor.open(file, mode)

    /** file_name is restricted by the input schema's pattern. */
    private fun importAttachment(call: Call): Bundle {
        val bytes = runCatching { Base64.decode(call.args.optString("content_base64"), Base64.DEFAULT) }.getOrNull()
            ?: return Wire.error("INVALID_ARGS", "content_base64 is not base64", call.requestId)
        val name = call.args.optString("file_name").takeIf { it.isNotBlank() }?.let(SafePath::of)
            ?: return Wire.error("INVALID_ARGS", "file_name is required", call.requestId)
        val inbox = File(store.root, "inbox")
        inbox.mkdirs()
        val target = File(inbox, name.relative)
        FileOutputStream(target).use { it.write(bytes) }
        return Wire.inline(call.requestId, JSONObject().put("path", "inbox/" + name.relative).put("size_bytes", bytes.size))
    }

    private fun deleteAttachment(call: Call): Bundle {
        val file = located(call) ?: return Wire.error("INVALID_ARGS", "No such attachment", call.requestId)
        return Wire.inline(call.requestId, JSONObject().put("deleted", file.delete()))
    }

    private fun shareAttachment(call: Call): Bundle {
        val path = SafePath.parse(call.args.optString("path"))
        if (path == null || located(call) == null) return Wire.error("INVALID_ARGS", "No such attachment", call.requestId)
        store.share(VAULT, path)
        return Wire.inline(call.requestId, JSONObject().put("shared", true))
    }

    /** Thumbnails for the share sheet: content://io.quire.app.tools.files/thumb/<path>. */
    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        val segments = uri.pathSegments
        require(segments.size >= 2 && segments[0] == "thumb") { "unknown uri" }
        val path = SafePath.parse(segments.drop(1).joinToString("/")) ?: throw FileNotFoundException("no such thumbnail")
        val base = store.thumbs
        val file = File(base, path.relative).canonicalFile
        check(isWithin(file, base)) { "thumbnail outside the cache" }
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY)
    }

    private fun digest(file: File): String = FileInputStream(file).use { Tokens.sha256(it.readBytes()) }

    companion object {
        private val PACKAGE = Regex("[a-zA-Z0-9_.]{1,200}")
    }
}
