package com.wc

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.io.File
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** One tool call as the repository sees it. */
class Call(val uid: Int, val args: JSONObject)

/** Reads on the IO dispatcher; every method is given the whole call. */
class Repository(private val db: SQLiteDatabase) {
    /** The stored paths of the caller's old exports: what the database holds, whatever the call says. */
    suspend fun oldExports(call: Call): List<String> = withContext(Dispatchers.IO) {
        val out = ArrayList<String>()
        val c = db.rawQuery("SELECT path FROM exports WHERE owner = ?", arrayOf(call.uid.toString()))
        while (c.moveToNext()) out.add(c.getString(0))
        out
    }

    /** The name the agent asked for, trimmed on the IO dispatcher: still the agent's text. */
    suspend fun requestedName(call: Call): String = withContext(Dispatchers.IO) {
        call.args.optString("name").trim()
    }
}

/**
 * purge_exports deletes the files whose paths the repository read from the database: silent. delete_named deletes
 * the file the agent named, the name coming back out of the same kind of withContext block: CETP622.
 */
class FilesProvider : ContentProvider() {
    private val repo by lazy { Repository(SQLiteDatabase.openOrCreateDatabase("/data/data/com.wc/databases/f.db", null)) }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val call = Call(Binder.getCallingUid(), JSONObject(extras?.getString("args") ?: "{}"))
        val deleted = runBlocking {
            when (extras?.getString("tool_name")) {
                "purge_exports" -> repo.oldExports(call).count { File(it).delete() }
                else -> if (File("/data/data/com.wc/files/" + repo.requestedName(call)).delete()) 1 else 0
            }
        }
        return Bundle().apply { putInt("deleted", deleted) }
    }

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}
