package com.brightmoor.pantry

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.runBlocking
import org.json.JSONArray
import org.json.JSONObject

class ShoppingToolProvider : ContentProvider() {
    private val callers: CallerRepository by inject()
    private val verifier: CallerVerifier by inject(SHOPPING)
    private val lists: ListRepository by inject()
    private val replays: ReplayStore by inject(SHOPPING)
    private val config: RemoteConfig by inject()

    override fun onCreate(): Boolean {
        Modules.install(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val pkg = callers.soleCaller(uid)
        if (pkg == null || !verifier.verify(pkg)) return failure(request.requestId, "PERMISSION_DENIED", "Unknown caller.")
        if (method == "negotiate") return negotiate(request, uid, SHOPPING, "Brightmoor Shopping")
        if (method !in PantryToolProvider.METHODS) return failure(request.requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.protocolVersion != 2 || request.requestId == null) {
            return failure(request.requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        if (!Sessions.valid(request.sessionToken, uid, SHOPPING)) {
            return failure(request.requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        }
        val granted = Household.grants[pkg].orEmpty()
        return when (method) {
            "get_provider_info" -> success(request.requestId, JSONObject().put("provider_id", SHOPPING)
                .put("provider_name", "Brightmoor Shopping").put("description", "Shopping lists and orders")
                .put("scopes", SCOPES))
            "list_tools" -> success(request.requestId, listing("shopping-4", TOOLS, granted))
            "execute_tool" -> execute(Call(uid, pkg, SHOPPING, request), granted)
            else -> failure(request.requestId, "UNSUPPORTED_CAPABILITY", "Operations were not negotiated.")
        }
    }

    private fun execute(call: Call, granted: Set<String>): Bundle {
        val tool = TOOLS.firstOrNull { it.name == call.tool } ?: return failure(call.requestId, "TOOL_NOT_FOUND", "No such tool.")
        if (!granted.containsAll(tool.scopes)) return failure(call.requestId, "PERMISSION_DENIED", "Scope not granted.")
        val args = call.args() ?: return failure(call.requestId, "INVALID_ARGS", "args must be a JSON object.")
        if (!tool.mutating) {
            val found = JSONArray()
            for (list in lists.lists(args.optString("name", "").ifEmpty { null })) found.put(list.toReply())
            return success(call.requestId, JSONObject().put("lists", found))
        }
        val key = call.uid.toString() + ":" + SHOPPING + ":" + call.requestId
        replays.prior(key)?.let { prior ->
            if (prior.tool != call.tool || prior.argsDigest != call.argsDigest) {
                return failure(call.requestId, "INVALID_REQUEST", "request_id was used for another call.")
            }
            return prior.toReply(call.requestId)
        }
        val listId = args.optInt("list_id", -1).toLong()
        val value = if (tool.name == "add_to_list") {
            val list = runBlocking {
                combine(lists.list(listId), lists.stock()) { found, _ -> found }.first()
            } ?: return failure(call.requestId, "INVALID_ARGS", "No such list.")
            val name = args.optString("name", "").take(60)
            if (name.isBlank()) return failure(call.requestId, "INVALID_ARGS", "name is required.")
            lists.add(list.id, name, args.optInt("quantity", 1).coerceIn(1, config.orderLimit))
            list.toReply().put("added", name)
        } else {
            val list = runBlocking {
                lists.list(listId).map { found ->
                    if (System.currentTimeMillis() >= call.deadlineAtMs) null else found
                }.first()
            } ?: return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline passed or the list is gone.")
            if (!args.optBoolean("confirmed", false)) {
                val token = call.extras.resumeToken
                if (token == null) {
                    val pending = ResumeBook.hold(call, "Order the list " + list.name + " (" + list.items + " items)")
                    return needsUser(call.requestId, pending.toOrderResolution(context!!), pending.token)
                }
                ResumeBook.takeFor(token, call) ?: return failure(call.requestId, "USER_CANCELLED", "The order was not approved.")
            }
            val orderId = lists.order(list.id)
            list.toReply().put("order_id", orderId)
        }
        val reply = JSONObject().put("kind", "inline").put("value", value).toString()
        replays.record(key, ReplayEntity(call.tool, call.argsDigest, reply))
        return success(call.requestId, value)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val SCOPES = """[{"name":"lists.read","description":"See shopping lists","access":"read","sensitivity":"personal"},{"name":"lists.write","description":"Add to shopping lists","access":"write","sensitivity":"personal"},{"name":"orders.place","description":"Order a list from the grocer","access":"write","sensitivity":"financial"}]"""
        val TOOLS = listOf(
            ToolSpec("list_lists", setOf("lists.read"), false, """{"name":"list_lists","description":"List the shopping lists, or the one with a name","input_schema":{"type":"object","properties":{"name":{"type":"string"}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"lists":{"type":"array"}},"required":["lists"]},"scopes":["lists.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("add_to_list", setOf("lists.write"), true, """{"name":"add_to_list","description":"Add an item to a shopping list","input_schema":{"type":"object","properties":{"list_id":{"type":"integer"},"name":{"type":"string","maxLength":60},"quantity":{"type":"integer","minimum":1}},"required":["list_id","name"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]},"scopes":["lists.write"],"annotations":{"effect":"create","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("place_order", setOf("orders.place"), true, """{"name":"place_order","description":"Order a shopping list from the grocer","input_schema":{"type":"object","properties":{"list_id":{"type":"integer"},"confirmed":{"type":"boolean"}},"required":["list_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"order_id":{"type":"integer"}},"required":["order_id"]},"scopes":["orders.place"],"annotations":{"effect":"transaction","risk":"high","destructive":false,"confirmation":"always","open_world":true}}"""),
        )
    }
}
