package io.quire.app.notes

import android.content.Context
import io.quire.app.core.PackageName
import io.quire.app.core.Tokens
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

/** Notes live as JSON in preferences; their attachments under files/notes/<id>/. */
class NoteStore(private val context: Context) {
    private val prefs = context.getSharedPreferences("notes", Context.MODE_PRIVATE)

    val attachmentsRoot: File get() = File(context.filesDir, "notes")

    fun attachmentDir(id: String): File = File(attachmentsRoot, id)

    private fun all(): JSONObject = prefs.getString("all", null)?.let { JSONObject(it) } ?: JSONObject()

    fun get(id: String): JSONObject? = all().optJSONObject(id)

    fun list(folder: String?, includeTrash: Boolean): JSONArray {
        val notes = all()
        val out = JSONArray()
        for (id in notes.keys()) {
            val note = notes.getJSONObject(id)
            if (!includeTrash && note.optBoolean("trashed")) continue
            if (folder != null && note.optString("folder") != folder) continue
            out.put(JSONObject().put("id", id).put("title", note.optString("title")).put("folder", note.optString("folder")))
        }
        return out
    }

    fun create(title: String, body: String, folder: String, author: PackageName): String {
        val id = "n_" + Tokens.random(8)
        val note = JSONObject().put("title", title).put("body", body).put("folder", folder)
            .put("created_by", author.value).put("created_at", System.currentTimeMillis())
        save(all().put(id, note))
        return id
    }

    fun trash(id: String): Boolean {
        val notes = all()
        val note = notes.optJSONObject(id) ?: return false
        save(notes.put(id, note.put("trashed", true)))
        return true
    }

    /** Deletes every trashed note and its attachments; returns how many were removed. */
    fun purge(): Int {
        val notes = all()
        val doomed = notes.keys().asSequence().filter { notes.getJSONObject(it).optBoolean("trashed") }.toList()
        for (id in doomed) {
            notes.remove(id)
            attachmentDir(id).deleteRecursively()
        }
        save(notes)
        return doomed.size
    }

    private fun save(notes: JSONObject) {
        check(prefs.edit().putString("all", notes.toString()).commit()) { "notes write failed" }
    }
}
