package com.larderly

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

// com.larderly.shopping: shopping lists, sharing them and ordering them.
class ShoppingProvider : ContentProvider() {
    private lateinit var lists: ListsDao
    private lateinit var receipts: Receipts
    private lateinit var screens: ConfirmScreens

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        val db = LarderDb(ctx)
        lists = ListsDao(db)
        receipts = Receipts(db)
        screens = ConfirmScreens(ctx)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val req = Request(extras ?: Bundle())
        val caller = Caller.of(ctx, uid) ?: return reply(req) { error("PERMISSION_DENIED", "This app may not use Larderly tools") }
        if (method == "negotiate") return negotiate(req.extras, caller, PROVIDER_ID, "Larderly shopping")
        if (req.version != 2) return reply(req) { error("UNSUPPORTED_VERSION", "Larderly speaks CETP v2 only") }
        Sessions[req.sessionToken]?.takeIf { it.provider == PROVIDER_ID && it.uid == caller.uid && it.live }
            ?: return reply(req) { error("NEGOTIATION_REQUIRED", "Negotiate a session first") }
        return when (method) {
            "get_provider_info" -> reply(req) { result(Catalog.shoppingInfo()) }
            "list_tools" -> reply(req) { result(Catalog.shoppingTools()) }
            "execute_tool" -> execute(ctx, req, caller)
            else -> reply(req) { error("METHOD_NOT_FOUND", "Unknown method") }
        }
    }

    private fun execute(ctx: Context, req: Request, caller: Caller): Bundle {
        if (req.expired) return reply(req) { error("DEADLINE_EXCEEDED", "The deadline has passed") }
        val args = runCatching { JSONObject(req.argsText) }.getOrElse {
            return reply(req) { error("INVALID_ARGS", "args must be a JSON object") }
        }
        val command = runCatching { ListCommand.parse(req.tool, args, caller) }.fold(
            onSuccess = { it ?: return reply(req) { error("TOOL_NOT_FOUND", "No such tool") } },
            onFailure = { return reply(req) { error("INVALID_ARGS", "The arguments do not match the input schema") } },
        )
        val mutates = command != ListCommand.Lists
        if (mutates) {
            receipts.find(caller.uid, PROVIDER_ID, req.requestId)?.let { (tool, digest, kept) ->
                if (tool != req.tool || digest != sha256(req.argsText)) {
                    return reply(req) { error("INVALID_REQUEST", "request_id was used for another call") }
                }
                return reply(req) { result(JSONObject(kept)) }
            }
        }
        val out = handle(ctx, req, caller, command)
        if (mutates && out.succeeded) {
            receipts.keep(caller.uid, PROVIDER_ID, req, JSONObject(out.getString("data")).optJSONObject("value")?.toString() ?: "{}")
        }
        return out
    }

    private fun handle(ctx: Context, req: Request, caller: Caller, command: ListCommand): Bundle {
        return when (command) {
            ListCommand.Lists -> {
                val all = lists.lists()
                reply(req) { put("lists", JSONArray(all.map { it.toJson() })) }
            }
            is ListCommand.Share -> {
                val list = lists.get(command.listId) ?: return reply(req) { error("INVALID_ARGS", "No such list") }
                if (!Tickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)) {
                    val ticket = Tickets.issue(caller.uid, req.tool, req.argsText)
                    val pending = PendingSpec().apply {
                        requestCode = REQUEST_SHARE
                        intent = screens.share(list, command, ticket)
                        // The share screen is reopened with a corrected address filled in, so it stays fillable.
                        flags = PendingIntent.FLAG_UPDATE_CURRENT
                        if (list.shared) flags = flags or PendingIntent.FLAG_ONE_SHOT
                    }.activity(ctx)
                    return reply(req) { needsUser(pending, ticket) }
                }
                val (listId, recipient, requester) = command
                val shareId = lists.share(listId, recipient, requester)
                reply(req) { put("share_id", shareId) }
            }
            is ListCommand.Order -> {
                val list = lists.get(command.listId) ?: return reply(req) { error("INVALID_ARGS", "No such list") }
                if (!Tickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)) {
                    val ticket = Tickets.issue(caller.uid, req.tool, req.argsText)
                    val pending = PendingSpec().apply {
                        requestCode = REQUEST_ORDER
                        intent = screens.order(list, command, ticket)
                        flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
                        if (list.entries > BIG_ORDER) flags = flags or PendingIntent.FLAG_ONE_SHOT
                    }.activity(ctx)
                    return reply(req) { needsUser(pending, ticket) }
                }
                val (listId, store, requester) = command
                val orderId = lists.order(listId, store, requester)
                reply(req) {
                    put("order_id", orderId)
                    put("store_package", store)
                }
            }
            is ListCommand.Clear -> {
                val list = lists.get(command.listId) ?: return reply(req) { error("INVALID_ARGS", "No such list") }
                if (!Tickets.redeem(req.resumeToken, caller.uid, req.tool, req.argsText)) {
                    val ticket = Tickets.issue(caller.uid, req.tool, req.argsText)
                    val pending = PendingSpec().apply {
                        requestCode = REQUEST_CLEAR
                        intent = screens.clear(list, ticket)
                        flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT
                    }.activity(ctx)
                    return reply(req) { needsUser(pending, ticket) }
                }
                val cleared = lists.clear(list.id)
                reply(req) { put("cleared", cleared) }
            }
        }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.larderly.shopping"
        private const val REQUEST_SHARE = 21
        private const val REQUEST_ORDER = 22
        private const val REQUEST_CLEAR = 23
        private const val BIG_ORDER = 20
    }
}
