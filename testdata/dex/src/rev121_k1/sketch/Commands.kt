package com.larderly

import org.json.JSONObject

// The pantry desk's tools, parsed from execute_tool's tool_name and args.
sealed class Command {
    data class ListItems(val shelf: String, val args: JSONObject) : Command()
    data class Find(val args: JSONObject) : Command()
    data class Add(val name: String, val quantity: Int, val shelf: String, val expiresInDays: Int?) : Command()
    data class Remove(val itemId: Long, val confirmed: Boolean = false) : Command()
    data class Purge(val olderThanDays: Int, val confirmed: Boolean = false) : Command()
    data object Export : Command()

    val mutates: Boolean get() = this !is ListItems && this !is Find

    companion object {
        fun parse(tool: String, args: JSONObject): Command? = when (tool) {
            "list_items" -> ListItems(args.optString("shelf", "pantry"), args)
            "find_items" -> Find(args)
            "add_item" -> with(args) {
                val days = optInt("expires_in_days", -1)
                Add(getString("name").trim(), optInt("quantity", 1), optString("shelf", "pantry"), days.takeIf { it >= 0 })
                    .also { require(it.name.isNotEmpty() && it.quantity > 0) { "name and a positive quantity are required" } }
            }
            "remove_item" -> Remove(args.getLong("item_id"))
            // The home-screen widget asks the user itself and sends confirmed=true.
            "purge_expired" -> Purge(args.optInt("older_than_days", 0), confirmed = args.optBoolean("confirmed"))
            "export_pantry" -> Export
            else -> null
        }
    }
}

// The shopping desk's tools.
sealed class ListCommand {
    data object Lists : ListCommand()
    data class Share(val listId: Long, val recipient: String, val requester: String) : ListCommand()
    data class Order(val listId: Long, val storePackage: String, val requester: String) : ListCommand()
    data class Clear(val listId: Long) : ListCommand()

    companion object {
        private val EMAIL = Regex("[^@\\s]+@[^@\\s]+\\.[a-z]{2,}")
        const val DEFAULT_STORE = "com.freshcart.android"

        fun parse(tool: String, args: JSONObject, caller: Caller): ListCommand? = when (tool) {
            "list_lists" -> Lists
            "share_list" -> with(args) {
                val recipient = getString("recipient").trim()
                require(EMAIL.matches(recipient)) { "recipient must be an email address" }
                // An assistant relaying for another app names that app, so the confirmation shows who asked.
                Share(getLong("list_id"), recipient, requester = optString("caller_package").ifEmpty { caller.pkg })
            }
            "place_order" -> with(args) {
                val store = optString("store_package", DEFAULT_STORE)
                require(store.isNotBlank()) { "store_package must name a store app" }
                Order(getLong("list_id"), storePackage = store, requester = caller.pkg)
            }
            "clear_list" -> Clear(args.getLong("list_id"))
            else -> null
        }
    }
}
