package app.larder.shopping

import android.app.PendingIntent
import android.os.Build
import app.larder.core.Decision
import app.larder.core.Larder
import app.larder.core.MutationLedger
import app.larder.core.Parked
import app.larder.core.Reply
import app.larder.core.Scope
import app.larder.core.ToolCall
import app.larder.core.ToolHandler
import app.larder.core.ToolHost
import app.larder.core.ToolSpec
import app.larder.core.id
import app.larder.core.inlineReply
import app.larder.ui.ConfirmActivity
import org.json.JSONObject

/** Shopping lists (authority app.larder.tools.shopping). */
class ShoppingToolProvider : ToolHost() {
    override val providerId = "app.larder.shopping"
    override val providerName = "Larder Shopping"
    override val description = "Read and edit Larder shopping lists"
    override val revision = "shopping-12"

    override val scopes = listOf(
        Scope("shopping.read", "See your shopping lists", "Read lists and their entries", "read", "personal"),
        Scope("shopping.write", "Edit your shopping lists", "Add, check off and clear list entries", "write", "personal"),
    )

    override val tools = shoppingTools()

    override val handlers: Map<String, ToolHandler> by lazy {
        mapOf(
            "list_lists" to ToolHandler(::listLists),
            "get_list" to ToolHandler(::getList),
            "add_to_list" to ToolHandler(::addToList),
            "check_off" to ToolHandler(::checkOff),
            "clear_list" to ToolHandler(this::clear),
        )
    }

    override val ledger: MutationLedger by lazy { MemoryLedger() }

    /** Every execution: the caller must be a linked app holding every scope of the tool (§7.2). */
    override fun authorize(call: ToolCall, spec: ToolSpec): Decision =
        Larder.links.verified(call.uid, call.caller)
            ?.takeIf { link -> spec.scopes.all { it in link.scopes } }
            ?.let { Decision.Allow }
            ?: Decision.Deny("PERMISSION_DENIED", "Grant " + spec.scopes.joinToString() + " to this app in Larder")

    override fun resolution(spec: ToolSpec, parked: Parked): PendingIntent {
        val context = requireNotNull(getContext())
        // on Android 12+ the confirmation screen fills in the list it showed
        val flags = PendingIntent.FLAG_UPDATE_CURRENT or (if (Build.VERSION.SDK_INT >= 31) PendingIntent.FLAG_MUTABLE else 0)
        return PendingIntent.getActivity(context, parked.ticket.hashCode(), ConfirmActivity.intent(context, parked.ticket), flags)
    }

    override fun summary(call: ToolCall, spec: ToolSpec): String = when (spec.name) {
        "clear_list" -> call.id("list_id").let { listId ->
            "Delete all ${entries(listId).size} entries of \"${requireList(listId)}\""
        }
        else -> spec.title
    }

    private fun clear(call: ToolCall): Reply {
        val listId = call.id("list_id")
        requireList(listId)
        val removed = Larder.db.getWritableDatabase().delete("list_items", "list_id = ?", arrayOf(listId))
        call.audit("cleared")
        return inlineReply(call.requestId, JSONObject().put("removed", removed))
    }
}
