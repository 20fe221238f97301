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
import android.util.Log
import androidx.core.content.edit
import androidx.datastore.core.DataStore
import androidx.datastore.preferences.core.PreferenceDataStoreFactory
import androidx.datastore.preferences.core.Preferences
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.stringPreferencesKey
import java.io.File
import java.util.concurrent.ConcurrentHashMap
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.collectLatest
import kotlinx.coroutines.flow.launchIn
import kotlinx.coroutines.flow.onEach
import kotlinx.coroutines.flow.receiveAsFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import org.json.JSONObject

class SwapProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private lateinit var prefs: SharedPreferences
    private lateinit var store: DataStore<Preferences>
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    private val commands = Channel<Cmd>(Channel.UNLIMITED)
    private val openOffers = MutableStateFlow(0)
    private val notes = ConcurrentHashMap<Int, String>()

    override fun onCreate(): Boolean {
        val ctx = context!!
        db = SQLiteDatabase.openOrCreateDatabase(File(ctx.filesDir, "swaps.db"), null)
        prefs = ctx.getSharedPreferences("swap_holds", Context.MODE_PRIVATE)
        store = PreferenceDataStoreFactory.create { File(ctx.filesDir, "swaps.preferences_pb") }
        commands.receiveAsFlow().onEach { cmd ->
            when (cmd) {
                is Cmd.Drop -> if (cmd.confirmed) {
                    db.delete("offers", "id = ?", arrayOf(cmd.id))
                    openOffers.update { it - 1 }
                }
                is Cmd.Release -> if (redeem(cmd.token, cmd.uid)) {
                    db.delete("offers", "id = ?", arrayOf(cmd.id))
                    openOffers.update { it - 1 }
                }
                is Cmd.Note -> notes[Binder.getCallingUid()] = cmd.text
                is Cmd.Stamp -> notes[cmd.uid] = cmd.text
            }
        }.launchIn(scope)
        scope.launch {
            openOffers.collectLatest { n ->
                store.edit { it[OPEN_OFFERS] = n.toString() }
            }
        }
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in MEMBERS) return errorBundle("PERMISSION_DENIED", "not a SeedSwap app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "drop_offer" -> dropOffer(args)
            "release_offer" -> releaseOffer(ctx, uid, req, args)
            "leave_note" -> leaveNote(args)
            "stamp_note" -> stampNote(uid, args)
            "count_offers" -> countOffers(uid)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun dropOffer(args: JSONObject): Bundle {
        commands.trySend(Cmd.Drop(args.optString("id"), args.optBoolean("confirmed")))
        return okBundle("{\"queued\":true}")
    }

    private fun releaseOffer(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val token = req.getString("resume_token")
            ?: return needsUser(ctx.confirm(ReleaseOfferActivity::class.java), hold(uid))
        commands.trySend(Cmd.Release(args.optString("id"), token, uid))
        return okBundle("{\"queued\":true}")
    }

    private fun leaveNote(args: JSONObject): Bundle {
        commands.trySend(Cmd.Note(args.optString("text")))
        return okBundle("{\"queued\":true}")
    }

    private fun stampNote(uid: Int, args: JSONObject): Bundle {
        commands.trySend(Cmd.Stamp(args.optString("text"), uid))
        return okBundle("{\"queued\":true}")
    }

    private fun countOffers(uid: Int): Bundle {
        val ident = Binder.clearCallingIdentity()
        try {
            notes[uid] = "counted"
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return try {
            val c = db.rawQuery("SELECT COUNT(*) FROM offers", null)
            val n = c.count
            c.close()
            okBundle("{\"offers\":" + n + "}")
        } catch (e: SQLiteException) {
            Log.w("SwapProvider", "count_offers", e)
            errorBundle("INTERNAL_ERROR", "offers unavailable")
        }
    }

    private fun hold(uid: Int): String {
        val token = Tokens.secure()
        prefs.edit { putString(token, uid.toString()) }
        return token
    }

    private fun redeem(token: String, uid: Int): Boolean {
        if (prefs.getString(token, null) != uid.toString()) return false
        prefs.edit { remove(token) }
        return true
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val MEMBERS = setOf("com.seedswap", "com.seedswap.garden")
        val OPEN_OFFERS = stringPreferencesKey("open_offers")
        const val TOOLS = "[\"drop_offer\",\"release_offer\",\"leave_note\",\"stamp_note\",\"count_offers\"]"
    }
}
