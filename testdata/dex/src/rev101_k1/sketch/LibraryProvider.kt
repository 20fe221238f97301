package com.seedswap

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.SharedPreferences
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteException
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import androidx.core.content.edit
import java.io.File
import java.util.concurrent.ConcurrentHashMap
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.flatMapLatest
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.launchIn
import kotlinx.coroutines.flow.update
import org.json.JSONObject

class LibraryProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private lateinit var prefs: SharedPreferences
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    private val kind = MutableStateFlow("tomato")
    private val season = MutableStateFlow("spring")
    private val counts = ConcurrentHashMap<Int, Int>()

    override fun onCreate(): Boolean {
        val ctx = context!!
        db = SQLiteDatabase.openOrCreateDatabase(File(ctx.filesDir, "library.db"), null)
        prefs = ctx.getSharedPreferences("library_holds", Context.MODE_PRIVATE)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid)
            ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (pkgs.none { it in GROWERS }) return errorBundle("PERMISSION_DENIED", "not a SeedSwap app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "set_filter" -> setFilter(args)
            "search_seeds" -> searchSeeds(uid, args)
            "browse_shelf" -> browseShelf(uid, args)
            "lend_seed" -> lendSeed(ctx, uid, pkgs[0], req, args)
            "return_seed" -> returnSeed(args)
            "sync_catalog" -> syncCatalog()
            "catalogue" -> catalogue()
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun setFilter(args: JSONObject): Bundle {
        kind.update { args.optString("kind", it) }
        season.update { args.optString("season", it) }
        return okBundle("{\"filtered\":true}")
    }

    private fun searchSeeds(uid: Int, args: JSONObject): Bundle {
        val term = args.optString("term")
        combine(kind, season) { k, s ->
            val c = db.rawQuery("SELECT name FROM seeds WHERE kind = ? AND season = ? AND name LIKE '%" + term + "%'", arrayOf(k, s))
            counts[uid] = c.count
            c.close()
        }.launchIn(scope)
        return okBundle("{\"searching\":true}")
    }

    private fun browseShelf(uid: Int, args: JSONObject): Bundle {
        val shelf = args.optString("shelf")
        kind.flatMapLatest { k ->
            val c = db.rawQuery("SELECT name FROM seeds WHERE kind = ? AND shelf = ?", arrayOf(k, shelf))
            val n = c.count
            c.close()
            flowOf(n)
        }.launchIn(scope)
        return okBundle("{\"browsing\":true}")
    }

    private fun lendSeed(ctx: Context, uid: Int, pkg: String, req: Bundle, args: JSONObject): Bundle {
        if (!redeem(req.getString("resume_token"))) {
            return needsUser(ctx.confirm(LendSeedActivity::class.java), hold(uid))
        }
        db.insert("loans", null, ContentValues().apply {
            put("seed", args.optString("seed"))
            put("borrower", pkg)
        })
        return okBundle("{\"lent\":true}")
    }

    private fun returnSeed(args: JSONObject): Bundle {
        val returner = args.optString("calling_package")
        if (returner !in GROWERS) return errorBundle("PERMISSION_DENIED", "not a grower")
        db.delete("loans", "seed = ? AND borrower = ?", arrayOf(args.optString("seed"), returner))
        return okBundle("{\"returned\":true}")
    }

    private fun syncCatalog(): Bundle {
        val ident = Binder.clearCallingIdentity()
        try {
            counts[Binder.getCallingUid()] = 0
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return okBundle("{\"synced\":true}")
    }

    private fun catalogue(): Bundle {
        return try {
            val c = db.rawQuery("SELECT COUNT(*) FROM seeds", null)
            val n = c.count
            c.close()
            okBundle("{\"seeds\":" + n + "}")
        } catch (e: SQLiteException) {
            errorBundle("INTERNAL_ERROR", "catalogue failed: " + e.message)
        }
    }

    private fun hold(uid: Int): String {
        val token = Tokens.quick()
        prefs.edit { putString(token, uid.toString()) }
        return token
    }

    private fun redeem(token: String?): Boolean = token != null && prefs.getString(token, null) != null

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val GROWERS = setOf("com.seedswap", "com.seedswap.garden")
        const val TOOLS = "[\"set_filter\",\"search_seeds\",\"browse_shelf\",\"lend_seed\",\"return_seed\",\"sync_catalog\",\"catalogue\"]"
    }
}
