package com.larderly

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteConstraintException
import android.database.sqlite.SQLiteException
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONObject
import java.io.File
import java.io.IOException

// com.larderly.pantry: what is in the pantry, and cleaning it up.
class PantryProvider : ContentProvider() {
    private lateinit var items: ItemsDao
    private lateinit var receipts: Receipts
    private lateinit var exporter: PantryExporter

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        val db = LarderDb(ctx)
        items = ItemsDao(db)
        receipts = Receipts(db)
        exporter = PantryExporter(File(ctx.filesDir, "exports"))
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val req = Request(extras ?: Bundle())
        val caller = Caller.of(ctx, uid) ?: return reply(req) { error("PERMISSION_DENIED", "This app may not use Larderly tools") }
        if (method == "negotiate") return negotiate(req.extras, caller, PROVIDER_ID, "Larderly pantry")
        if (req.version != 2) return reply(req) { error("UNSUPPORTED_VERSION", "Larderly speaks CETP v2 only") }
        Sessions[req.sessionToken]?.takeIf { it.provider == PROVIDER_ID && it.live }
            ?: return reply(req) { error("NEGOTIATION_REQUIRED", "Negotiate a session first") }
        return when (method) {
            "get_provider_info" -> reply(req) { result(Catalog.pantryInfo()) }
            "list_tools" -> reply(req) { result(Catalog.pantryTools()) }
            "execute_tool" -> execute(ctx, req, caller)
            else -> reply(req) { error("METHOD_NOT_FOUND", "Unknown method") }
        }
    }

    private fun execute(ctx: Context, req: Request, caller: Caller): Bundle {
        if (req.expired) return reply(req) { error("DEADLINE_EXCEEDED", "The deadline has passed") }
        val args = runCatching { JSONObject(req.argsText) }.getOrElse {
            return reply(req) { error("INVALID_ARGS", "args must be a JSON object") }
        }
        val parsed = runCatching { Command.parse(req.tool, args) }.fold(
            onSuccess = { it ?: return reply(req) { error("TOOL_NOT_FOUND", "No such tool") } },
            onFailure = { return reply(req) { error("INVALID_ARGS", "The arguments do not match the input schema") } },
        )
        if (parsed.mutates) {
            receipts.find(caller.uid, PROVIDER_ID, req.requestId)?.let { (tool, digest, kept) ->
                if (tool != req.tool || digest != sha256(req.argsText)) {
                    return reply(req) { error("INVALID_REQUEST", "request_id was used for another call") }
                }
                return reply(req) { result(JSONObject(kept)) }
            }
        }
        val command = when (parsed) {
            is Command.Remove -> parsed.copy(confirmed = Tickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText))
            is Command.Purge -> parsed.copy(confirmed = parsed.confirmed || Tickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText))
            else -> parsed
        }
        val out = handle(ctx, req, caller, command)
        if (command.mutates && out.succeeded) receipts.keep(caller.uid, PROVIDER_ID, req, keptValue(out))
        return out
    }

    private fun handle(ctx: Context, req: Request, caller: Caller, command: Command): Bundle {
        return when (command) {
            is Command.ListItems -> {
                val found = items.list(command.shelf, command.args)
                reply(req) { put("items", found.toJsonArray()) }
            }
            is Command.Find -> {
                val found = items.search(command.args)
                reply(req) { put("items", found.toJsonArray()) }
            }
            is Command.Add -> {
                val id = runCatching { items.insert(command, caller.pkg) }.getOrElse { e ->
                    Log.w(TAG, "add_item failed", e)
                    return reply(req) { error("INTERNAL_ERROR", e.userText()) }
                }
                reply(req) { put("item_id", id) }
            }
            is Command.Remove -> {
                val (itemId, confirmed) = command
                if (!confirmed) return askUser(ctx, req, caller, ConfirmRemoveActivity::class.java, "Remove item #$itemId?")
                val removed = items.remove(itemId)
                reply(req) { put("removed", removed) }
            }
            is Command.Purge -> {
                val (days, confirmed) = command
                if (!confirmed) return askUser(ctx, req, caller, ConfirmPurgeActivity::class.java, "Throw out what expired $days days ago or more?")
                val purged = items.purgeExpired(days)
                reply(req) { put("purged", purged) }
            }
            Command.Export -> {
                val file = runCatching { exporter.write(items.all()) }.getOrElse { e ->
                    Log.w(TAG, "export_pantry failed", e)
                    return reply(req) { error("INTERNAL_ERROR", "Export failed: ${e.message}") }
                }
                reply(req) {
                    put("file", file.name)
                    put("bytes", file.length())
                }
            }
        }
    }

    private fun askUser(ctx: Context, req: Request, caller: Caller, screen: Class<out ConfirmActivity>, prompt: String): Bundle {
        val ticket = Tickets.issue(caller.uid, req.tool, req.argsText)
        val pending = PendingSpec().apply {
            requestCode = REQUEST_CONFIRM
            intent = Intent(ctx, screen).withTicket(ticket).withPrompt(prompt)
            flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
        }.activity(ctx)
        return reply(req) { needsUser(pending, ticket) }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.larderly.pantry"
        private const val TAG = "PantryProvider"
        private const val REQUEST_CONFIRM = 11
    }
}

// What a Consumer may see of a failure: chosen by its type, never its text.
private fun Throwable.userText(): String = when (this) {
    is SQLiteConstraintException -> "An item with that name is already on that shelf"
    is SQLiteException -> "The pantry database is not available"
    is IOException -> "Storage is not available"
    else -> "Something went wrong in Larderly"
}

// The value a receipt keeps: the inline value of a success reply.
private fun keptValue(out: Bundle): String = JSONObject(out.getString("data")).optJSONObject("value")?.toString() ?: "{}"
