package com.larderly.pantry

import android.content.Intent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

/** What clear_list reads from the agent's arguments. */
class ClearArgs(raw: Map<String, Any?>) {
    private val map = raw.withDefault { key -> if (key == "preview") false else null }
    val list: String by map
    val preview: Boolean by map
}

class ShoppingProvider : ToolEndpoint() {
    override val providerId = "com.larderly.pantry.shopping"
    override val description = "The household shopping lists"
    override val revision = "shopping-12"
    override val gate: CallerGate by lazy { SolePackageGate(context!!) }
    override val outcomes: OutcomeStore = RecentOutcomes()
    override val confirmScreen: Intent by lazy { Intent(ConfirmActivity.ACTION_CONFIRM).setPackage(context!!.packageName) }

    override val scopes = listOf(
        scopeOf("shopping.read", "read", "personal", "See the shopping lists"),
        scopeOf("shopping.write", "write", "personal", "Edit and clear the shopping lists"),
    )

    // A Consumer keeps one session per provider, so the newest one this UID negotiated is the session.
    override fun session(extras: Bundle, caller: CallerUid): Session? = SessionBook.latest(caller, providerId)

    override fun grantedScopes(call: ToolCall): Set<String> {
        // The assistant relays list edits for the household's other apps; the grant is the relayed app's.
        val onBehalfOf = call.args.arg<String>("calling_package") ?: call.callerPackage
        return dao.scopesFor(onBehalfOf)
    }

    override val tools = toolSet {
        tool("list_shopping") {
            title = "Show a shopping list"
            description = "Shows the open entries of one shopping list."
            scope("shopping.read")
            param("list", "string", required = false, description = "List name, groceries by default")
            output("entries" to "array")
            handle { listShopping(it) }
        }
        tool("add_to_list") {
            title = "Add to a shopping list"
            description = "Adds an entry to a shopping list."
            effect = Effect.CREATE
            confirmation = Confirmation.PROVIDER_POLICY
            scope("shopping.write")
            param("list", "string")
            param("name", "string")
            param("qty", "integer", required = false)
            output("entry_id" to "integer")
            handle { addToList(it) }
        }
        tool("check_off") {
            title = "Check off an entry"
            description = "Marks a shopping list entry as bought."
            effect = Effect.UPDATE
            idempotent = true
            confirmation = Confirmation.PROVIDER_POLICY
            scope("shopping.write")
            param("entry", "integer", description = "entry_id from list_shopping")
            output("updated" to "integer")
            handle { checkOff(it) }
        }
        tool("clear_list") {
            title = "Clear a shopping list"
            description = "Deletes every entry of a shopping list, or previews how many would go."
            effect = Effect.DELETE
            risk = Risk.MODERATE
            destructive = true
            confirmation = Confirmation.ALWAYS
            scope("shopping.write")
            param("list", "string")
            param("preview", "boolean", required = false, description = "Only count the entries")
            output("removed" to "integer", "would_remove" to "integer")
            handle { clearList(it) }
        }
        tool("share_list") {
            title = "Share the shopping lists"
            description = "Lets the calling app read the exported shopping lists."
            effect = Effect.CREATE
            risk = Risk.MODERATE
            confirmation = Confirmation.PROVIDER_POLICY
            scope("shopping.read")
            scope("shopping.write")
            output("uri" to "string")
            handle { shareList(it) }
        }
    }

    private fun listShopping(call: ToolCall): Outcome {
        val list = call.args.arg<String>("list") ?: "groceries"
        val entries = dao.tx { PantryDao.shoppingIn(this, "list = ? AND done = 0", arrayOf(list)) }
        return Outcome.Done(JSONObject().put("entries", JSONArray(entries)))
    }

    private fun addToList(call: ToolCall): Outcome {
        val list = call.args.arg<String>("list")?.takeIf { it.length in 1..40 } ?: return invalid("list must be 1 to 40 characters.")
        val name = call.args.arg<String>("name")?.takeIf { it.length in 1..80 } ?: return invalid("name must be 1 to 80 characters.")
        val qty = call.args.arg<Number>("qty")?.toInt()?.takeIf { it in 1..99 } ?: 1
        return Outcome.Done(JSONObject().put("entry_id", dao.addToList(list, name, qty)))
    }

    private fun checkOff(call: ToolCall): Outcome {
        val entry = call.args.arg<Number>("entry")?.toLong() ?: return invalid("entry is required.")
        return Outcome.Done(JSONObject().put("updated", dao.checkOff(entry)))
    }

    private fun clearList(call: ToolCall): Outcome {
        val args = ClearArgs(call.argMap())
        if (args.preview) return Outcome.Done(JSONObject().put("would_remove", dao.countList(args.list)))
        when (confirmation(call)) {
            null -> return askUser(call, "Delete all ${dao.countList(args.list)} entries of the list ${args.list}?")
            false -> return Outcome.Failed("USER_CANCELLED", "Clearing the list was not approved.")
            true -> Unit
        }
        return Outcome.Done(JSONObject().put("removed", dao.clearList(args.list)))
    }

    private fun shareList(call: ToolCall): Outcome {
        val uri = EXPORTS.buildUpon().appendPath("lists.json").build()
        withOwnIdentity {
            context!!.grantUriPermission(call.callerPackage, uri, Intent.FLAG_GRANT_READ_URI_PERMISSION)
            dao.logShare(call.callerPackage, call.caller.raw, "shopping")
        }
        return Outcome.Done(JSONObject().put("uri", uri.toString()))
    }
}
