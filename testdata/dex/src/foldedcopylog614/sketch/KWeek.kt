package com.fk

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject

data class ClearWeek(val week: String, val confirmed: Boolean)

data class Discard(val item: String, val approved: Boolean, val dryRun: Boolean = false)

object Audit {
    // What the agent claimed, for the household's log.
    fun claimed(p: ClearWeek) {
        android.util.Log.i("Audit", "claimed " + p)
    }
}

object Mapper {
    // The web planner asks the household on its own page and says so in user_confirmed.
    fun clearWeek(args: JSONObject, approved: Boolean): ClearWeek {
        val base = ClearWeek(args.optString("week"), approved)
        if (args.optBoolean("user_confirmed", false)) {
            Audit.claimed(base.copy(confirmed = true))
        }
        return base
    }

    // approved is the provider's own review verdict; the agent's dry_run only previews.
    fun discard(args: JSONObject, approved: Boolean): Discard {
        val base = Discard(args.optString("item"), approved)
        return if (args.optBoolean("dry_run", false)) base.copy(dryRun = true) else base
    }
}

class KWeekProvider : ContentProvider() {
    private val reviewed = HashSet<String>()
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase("weeks.db", null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        if (Binder.getCallingUid() != 10234 || extras == null || method != "execute_tool") return null
        val args = JSONObject(extras.getString("arguments")!!)
        val rid = extras.getString("request_id")
        val approved = reviewed.remove(rid)
        return if (extras.getString("tool_name") == "clear_week") {
            clear(Mapper.clearWeek(args, approved))
        } else {
            discard(Mapper.discard(args, approved))
        }
    }

    private fun clear(p: ClearWeek): Bundle {
        val out = Bundle()
        if (!p.confirmed) {
            out.putString("error_code", "USER_ACTION_REQUIRED")
            return out
        }
        out.putInt("deleted", db.delete("plans", "week = ?", arrayOf(p.week)))
        return out
    }

    private fun discard(p: Discard): Bundle {
        val out = Bundle()
        if (!p.approved) {
            out.putString("error_code", "USER_ACTION_REQUIRED")
            return out
        }
        if (p.dryRun) return out
        out.putInt("deleted", db.delete("items", "id = ?", arrayOf(p.item)))
        return out
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}
