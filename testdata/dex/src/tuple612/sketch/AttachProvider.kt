package com.tp

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import java.io.File
import org.json.JSONObject

/**
 * Attachments answered as file results (result_fd). open_attachment chooses the mode from the note's lock, READ_WRITE
 * for an unlocked note, and a helper returns the file and its descriptor as a Pair (`file to descriptor`):
 * CETP612. open_preview returns the same Pair from the same helper, given MODE_READ_ONLY: silent. open_thumbnail builds
 * a Pair with its constructor around a read-only descriptor: silent.
 */
class AttachProvider : ContentProvider() {
    private val root: File by lazy { File(context!!.filesDir, "attachments") }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        if (Binder.getCallingUid() != 10234 || extras == null || method != "execute_tool") return null
        val args = JSONObject(extras.getString("arguments") ?: "{}")
        val id = Integer.parseInt(args.optString("id"))
        return when (extras.getString("tool_name")) {
            "open_attachment" -> openAttachment(id, args.optBoolean("locked", false))
            "open_preview" -> openPreview(id)
            else -> openThumbnail(id)
        }
    }

    private fun opened(id: Int, mode: Int): Pair<File, ParcelFileDescriptor> {
        val file = File(root, "a$id.bin")
        return file to ParcelFileDescriptor.open(file, mode)
    }

    private fun openAttachment(id: Int, locked: Boolean): Bundle {
        val mode = if (locked) ParcelFileDescriptor.MODE_READ_ONLY else ParcelFileDescriptor.MODE_READ_WRITE
        val (file, fd) = opened(id, mode)
        return reply(file, fd)
    }

    private fun openPreview(id: Int): Bundle {
        val (file, fd) = opened(id, ParcelFileDescriptor.MODE_READ_ONLY)
        return reply(file, fd)
    }

    private fun openThumbnail(id: Int): Bundle {
        val file = File(root, "t$id.png")
        val pair = Pair(file, ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY))
        return reply(pair.first, pair.second)
    }

    private fun reply(file: File, fd: ParcelFileDescriptor): Bundle {
        val out = Bundle()
        out.putString("kind", "file")
        out.putString("size_bytes", file.length().toString())
        out.putParcelable("result_fd", fd)
        return out
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}
