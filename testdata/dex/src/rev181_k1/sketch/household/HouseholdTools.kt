package net.pantrybox.app.household

import com.clawseed.sdk.provider.CetpProviderDescriptor
import com.clawseed.sdk.provider.CetpProviderTool
import com.clawseed.sdk.provider.ConfirmationPolicy
import com.clawseed.sdk.provider.ProviderScope
import com.clawseed.sdk.provider.ScopeAccess
import com.clawseed.sdk.provider.ScopeSensitivity
import com.clawseed.sdk.provider.ToolEffect
import com.clawseed.sdk.provider.ToolRisk
import net.pantrybox.app.core.tool

object HouseholdTools {
    const val PROVIDER_ID = "net.pantrybox.app.household"
    const val REVISION = "household-3"

    @JvmField
    val DESCRIPTOR = CetpProviderDescriptor(
        PROVIDER_ID, "Pantrybox Household", "Who shares your pantry, their roles and shared lists.",
        listOf(
            ProviderScope("household.read", "See household members", "List members and their roles",
                ScopeAccess.READ, ScopeSensitivity.PERSONAL),
            ProviderScope("household.write", "Invite and share", "Invite members and share shopping lists",
                ScopeAccess.WRITE, ScopeSensitivity.PERSONAL),
            ProviderScope("household.admin", "Manage members", "Change roles and remove members",
                ScopeAccess.WRITE, ScopeSensitivity.PERSONAL),
        ),
    )

    private const val MEMBER = """{"type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"role":{"type":"string","enum":["viewer","member","admin"]}},"required":["id","name","role"]}"""

    @JvmField
    val ALL: List<CetpProviderTool> = listOf(
        tool("list_members") {
            title = "List household members"
            description = "Lists the members of the household and their roles."
            output = """{"type":"object","properties":{"members":{"type":"array","items":$MEMBER}},"required":["members"]}"""
            scopes = listOf("household.read")
            idempotent = true
        },
        tool("invite_member") {
            title = "Invite a member"
            description = "Queues an invitation to join the household with the given role; Pantrybox delivers it."
            input = """{"type":"object","properties":{"email":{"type":"string","format":"email","maxLength":254},"role":{"type":"string","enum":["viewer","member"]}},"required":["email","role"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"invite_id":{"type":"string"}},"required":["invite_id"]}"""
            scopes = listOf("household.write")
            effect = ToolEffect.CREATE
            risk = ToolRisk.MODERATE
            confirmation = ConfirmationPolicy.PROVIDER_POLICY
        },
        tool("share_list") {
            title = "Share a shopping list"
            description = "Shares one of your shopping lists with a household member."
            input = """{"type":"object","properties":{"list":{"type":"string","pattern":"^[a-z0-9_-]{1,32}$"},"member_id":{"type":"string","maxLength":32}},"required":["list","member_id"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"share_id":{"type":"string"}},"required":["share_id"]}"""
            scopes = listOf("household.write")
            effect = ToolEffect.CREATE
        },
        tool("set_role") {
            title = "Change a member's role"
            description = "Changes the role of a household member after the user confirms in Pantrybox."
            input = """{"type":"object","properties":{"member_id":{"type":"string","maxLength":32},"role":{"type":"string","enum":["viewer","member","admin"]}},"required":["member_id","role"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"member":$MEMBER},"required":["member"]}"""
            scopes = listOf("household.admin")
            effect = ToolEffect.UPDATE
            risk = ToolRisk.HIGH
            confirmation = ConfirmationPolicy.ALWAYS
        },
        tool("remove_member") {
            title = "Remove a member"
            description = "Removes a member and their linked apps from the household after the user confirms in Pantrybox."
            input = """{"type":"object","properties":{"member_id":{"type":"string","maxLength":32}},"required":["member_id"],"additionalProperties":false}"""
            output = """{"type":"object","properties":{"removed":{"type":"boolean"}},"required":["removed"]}"""
            scopes = listOf("household.admin")
            effect = ToolEffect.DELETE
            risk = ToolRisk.MODERATE
            destructive = true
            confirmation = ConfirmationPolicy.ALWAYS
        },
    )
}
