package com.brightmoor.pantry

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

class PantryToolProvider : ContentProvider() {
    private val callers: CallerRepository by inject()
    private val verifier: CallerVerifier by inject(PANTRY)
    private val items: ItemRepository by inject()
    private val replays: ReplayStore by inject(PANTRY)

    override fun onCreate(): Boolean {
        Modules.install(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val pkg = callers.packageFor(uid)
        if (pkg == null || !verifier.verify(pkg)) return failure(request.requestId, "PERMISSION_DENIED", "Unknown caller.")
        if (method == "negotiate") return negotiate(request, uid, PANTRY, "Brightmoor Pantry")
        if (method !in METHODS) return failure(request.requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.protocolVersion != 2 || request.requestId == null) {
            return failure(request.requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        if (!Sessions.valid(request.sessionToken, uid, PANTRY)) {
            return failure(request.requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        }
        val granted = Household.grants[pkg].orEmpty()
        return when (method) {
            "get_provider_info" -> success(request.requestId, JSONObject().put("provider_id", PANTRY)
                .put("provider_name", "Brightmoor Pantry").put("description", "What is in the pantry")
                .put("scopes", SCOPES))
            "list_tools" -> success(request.requestId, listing("pantry-7", TOOLS, granted))
            "execute_tool" -> execute(Call(uid, pkg, PANTRY, request), granted)
            else -> failure(request.requestId, "UNSUPPORTED_CAPABILITY", "Operations were not negotiated.")
        }
    }

    private fun execute(call: Call, granted: Set<String>): Bundle {
        val tool = TOOLS.firstOrNull { it.name == call.tool } ?: return failure(call.requestId, "TOOL_NOT_FOUND", "No such tool.")
        if (!granted.containsAll(tool.scopes)) return failure(call.requestId, "PERMISSION_DENIED", "Scope not granted.")
        val args = call.args() ?: return failure(call.requestId, "INVALID_ARGS", "args must be a JSON object.")
        if (!tool.mutating) {
            return when (tool.name) {
                "list_items" -> success(call.requestId, items.items(args.optString("category", "").ifEmpty { null }).toReply())
                else -> success(call.requestId, items.find(args.optString("text", "")).toReply())
            }
        }
        val key = call.uid.toString() + ":" + PANTRY + ":" + call.requestId
        replays.prior(key)?.let { prior ->
            if (prior.tool != call.tool || prior.argsDigest != call.argsDigest) {
                return failure(call.requestId, "INVALID_REQUEST", "request_id was used for another call.")
            }
            return prior.toReply(call.requestId)
        }
        val id = args.optInt("item_id", -1).toLong()
        val item = runBlocking {
            combine(flowOf(System.currentTimeMillis()), items.item(id)) { now, found ->
                if (now >= call.deadlineAtMs) null else found
            }.first()
        } ?: return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline passed or the item is gone.")
        val value = if (tool.name == "restock_item") {
            items.restock(item.id, args.optInt("quantity", 1).coerceIn(1, 99))
            item.toReply().put("restocked", true)
        } else {
            val token = call.extras.resumeToken
            if (token == null) {
                val pending = ResumeBook.hold(call, "Remove " + item.name + " from the pantry")
                return needsUser(call.requestId, pending.toRemovalResolution(context!!), pending.token)
            }
            ResumeBook.takeFor(token, call) ?: return failure(call.requestId, "USER_CANCELLED", "The removal was not approved.")
            items.remove(item.id)
            item.toReply().put("removed", true).put("consumer_confirmation_ignored", args.optBoolean("user_confirmed", false))
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
        val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
        const val SCOPES = """[{"name":"pantry.read","description":"See the pantry","access":"read","sensitivity":"personal"},{"name":"pantry.write","description":"Restock and remove items","access":"write","sensitivity":"personal"}]"""
        val TOOLS = listOf(
            ToolSpec("list_items", setOf("pantry.read"), false, """{"name":"list_items","description":"List the pantry's items, optionally of one category","input_schema":{"type":"object","properties":{"category":{"type":"string"}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"items":{"type":"array"}},"required":["items"]},"scopes":["pantry.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("find_items", setOf("pantry.read"), false, """{"name":"find_items","description":"Find pantry items whose name contains a text","input_schema":{"type":"object","properties":{"text":{"type":"string","maxLength":40}},"required":["text"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"items":{"type":"array"}},"required":["items"]},"scopes":["pantry.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("restock_item", setOf("pantry.write"), true, """{"name":"restock_item","description":"Set how many of an item the pantry holds","input_schema":{"type":"object","properties":{"item_id":{"type":"integer"},"quantity":{"type":"integer","minimum":1,"maximum":99}},"required":["item_id","quantity"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]},"scopes":["pantry.write"],"annotations":{"effect":"update","risk":"low","idempotent":true,"confirmation":"never","open_world":false}}"""),
            ToolSpec("remove_item", setOf("pantry.write"), true, """{"name":"remove_item","description":"Remove an item from the pantry","input_schema":{"type":"object","properties":{"item_id":{"type":"integer"},"user_confirmed":{"type":"boolean"}},"required":["item_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]},"scopes":["pantry.write"],"annotations":{"effect":"delete","risk":"moderate","destructive":true,"confirmation":"always","open_world":false}}"""),
        )
    }
}
