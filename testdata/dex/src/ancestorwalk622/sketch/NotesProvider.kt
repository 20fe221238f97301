package com.aw

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.io.File
import java.io.FileOutputStream
import org.json.JSONObject

/** Is [file] at or below [root]? Walks up the parents; only meaningful for a canonical file. */
tailrec fun isWithin(file: File?, root: File): Boolean = when {
    file == null -> false
    file == root -> true
    else -> isWithin(file.parentFile, root)
}

/** The same walk as a loop, as Java code writes it. */
fun below(file: File, root: File): Boolean {
    var at: File? = file
    while (at != null) {
        if (at == root) return true
        at = at.parentFile
    }
    return false
}

/**
 * Three tools write a note under the notes directory at a path the agent names. save_note canonicalizes the file and
 * walks its parents up to the directory (tailrec isWithin) before writing: silent. save_draft does the same walk in
 * a while loop (below): silent. save_template walks the parents of the file as the agent spelled it, before any
 * canonicalization, so "a/../../x" passes the walk: CETP622.
 */
class NotesProvider : ContentProvider() {
    private val root: File by lazy { File(context!!.filesDir, "notes").canonicalFile }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        if (Binder.getCallingUid() != 10234 || extras == null || method != "execute_tool") return null
        val args = JSONObject(extras.getString("arguments") ?: "{}")
        val text = args.optString("text")
        val out = Bundle()
        val ok = when (extras.getString("tool_name")) {
            "save_note" -> saveNote(args.optString("path"), text)
            "save_draft" -> saveDraft(args.optString("path"), text)
            else -> saveTemplate(args.optString("path"), text)
        }
        out.putBoolean("ok", ok)
        return out
    }

    private fun saveNote(path: String, text: String): Boolean {
        val file = File(root, path).canonicalFile
        if (!isWithin(file, root)) return false
        FileOutputStream(file).use { it.write(text.toByteArray()) }
        return true
    }

    private fun saveDraft(path: String, text: String): Boolean {
        val file = File(root, path).canonicalFile
        if (!below(file, root)) return false
        FileOutputStream(file).use { it.write(text.toByteArray()) }
        return true
    }

    private fun saveTemplate(path: String, text: String): Boolean {
        val file = File(root, path)
        if (!isWithin(file, root)) return false
        FileOutputStream(file).use { it.write(text.toByteArray()) }
        return true
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}
