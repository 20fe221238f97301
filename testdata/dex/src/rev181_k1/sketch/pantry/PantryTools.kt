package net.pantrybox.app.pantry

import com.clawseed.sdk.provider.Cetp
import com.clawseed.sdk.provider.CetpProviderDescriptor
import com.clawseed.sdk.provider.CetpProviderTool
import com.clawseed.sdk.provider.ConfirmationPolicy
import com.clawseed.sdk.provider.ProviderScope
import com.clawseed.sdk.provider.ScopeAccess
import com.clawseed.sdk.provider.ScopeSensitivity
import com.clawseed.sdk.provider.ToolEffect
import com.clawseed.sdk.provider.ToolRisk
import net.pantrybox.app.core.tool

object PantryTools {
    const val PROVIDER_ID = "net.pantrybox.app"
    const val REVISION = "pantry-7"

    @JvmField
    val CAPABILITIES: Set<String> = setOf(Cetp.ASYNC_OPERATIONS, Cetp.CANCELLATION)

    @JvmField
    val DESCRIPTOR = CetpProviderDescriptor(
        PROVIDER_ID, "Pantrybox", "Your pantry: items, quantities and price estimates.",
        listOf(
            ProviderScope("pantry.read", "See pantry items", "List items, quantities and prices",
                ScopeAccess.READ, ScopeSensitivity.PERSONAL),
            ProviderScope("pantry.write", "Change pantry items", "Add, update, reprice and remove items",
                ScopeAccess.WRITE, ScopeSensitivity.PERSONAL),
        ),
    )

    private const val ITEM = """{"type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"quantity":{"type":"integer"},"unit":{"type":"string","enum":["pcs","g","kg","ml","l"]},"price_cents":{"type":"integer"}},"required":["id","name","quantity","unit"]}"""

    @JvmField
    val ALL: List<CetpProviderTool> = listOf(
        tool("list_items") {
            title = "List pantry items"
            description = "Lists the items in the pantry with quantity, unit and estimated price."
            input = """{"type":"object","properties":{"name_contains":{"type":"string","maxLength":64}},"additionalProperties":false}"""
            output = """{"type":"object","properties":{"items":{"type":"array","items":$ITEM}},"required":["items"]}"""
            scopes = listOf("pantry.read")
            effect = ToolEffect.READ
            idempotent = true
        },
        tool("add_item") {
            title = "Add pantry item"
            description = "Adds an item with a quantity and unit."
            input = """{"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":64},"quantity":{"type":"integer","minimum":1,"maximum":10000},"unit":{"type":"string","enum":["pcs","g","kg","ml","l"]}},"required":["name","quantity","unit"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"item_id":{"type":"string"}},"required":["item_id"]}"""
            scopes = listOf("pantry.write")
            effect = ToolEffect.CREATE
        },
        tool("update_quantity") {
            title = "Update quantity"
            description = "Sets the quantity of one pantry item."
            input = """{"type":"object","properties":{"item_id":{"type":"string","maxLength":32},"quantity":{"type":"integer","minimum":0,"maximum":10000}},"required":["item_id","quantity"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"item":$ITEM},"required":["item"]}"""
            scopes = listOf("pantry.write")
            effect = ToolEffect.UPDATE
            idempotent = true
        },
        tool("remove_item") {
            title = "Remove pantry item"
            description = "Removes one item from the pantry after the user confirms in Pantrybox."
            input = """{"type":"object","properties":{"item_id":{"type":"string","maxLength":32}},"required":["item_id"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"removed":{"type":"boolean"}},"required":["removed"]}"""
            scopes = listOf("pantry.write")
            effect = ToolEffect.DELETE
            risk = ToolRisk.MODERATE
            destructive = true
            confirmation = ConfirmationPolicy.ALWAYS
        },
        tool("sync_prices") {
            title = "Refresh price estimates"
            description = "Recomputes every item's estimated price from the on-device price table."
            input = """{"type":"object","properties":{"region":{"type":"string","enum":["north","south","east","west"]}},"required":["region"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"repriced":{"type":"integer"}},"required":["repriced"]}"""
            scopes = listOf("pantry.write")
            effect = ToolEffect.UPDATE
            risk = ToolRisk.MODERATE
            confirmation = ConfirmationPolicy.PROVIDER_POLICY
            idempotent = true
            mayRunAsync = true
        },
    )
}
