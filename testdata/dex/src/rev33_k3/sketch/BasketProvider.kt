package com.example.r33k3

import android.os.Binder
import android.util.Log
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import org.json.JSONObject

// BasketProvider.kt: Basket's grocery-list tools on the SDK base class.

class BasketProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("list_pantry", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("suggest_recipes", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("add_item", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("share_list", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("join_list", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor by lazy { SqlJournal(requireContext()) }

    private val db by lazy { Pantry.open(requireContext()) }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val pkgs = requireContext().packageManager.getPackagesForUid(Binder.getCallingUid())
            ?: return CetpAccessDecision.Deny
        val household = pkgs.firstOrNull { it in HOUSEHOLD_APPS } != null
        return if (household && request.scopes.all { it in GRANTED_SCOPES }) CetpAccessDecision.Allow else CetpAccessDecision.Deny
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (request.toolName) {
            "list_pantry" -> CetpProviderResult.ok(db.listPantry())
            "suggest_recipes" -> CetpProviderResult.ok(db.suggestRecipes(args.optInt("servings", 2)))
            "add_item" -> CetpProviderResult.ok(db.addItem(args.getString("name")))
            "share_list" -> share(args)
            "join_list" -> join(request, args)
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }

    private fun share(args: JSONObject): CetpProviderResult {
        val requester = args.getString("calling_package")
        ListShares.grant(requireContext(), args.getString("list_id"), requester)
        return CetpProviderResult.ok("{\"shared_with\":\"$requester\"}")
    }

    private fun join(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val claimed = args.optString("calling_package")
        val caller = request.callerPackage
        if (claimed.isNotEmpty() && claimed != caller) Log.w(TAG, "caller claims $claimed but is $caller")
        ListShares.grant(requireContext(), args.getString("list_id"), caller)
        return CetpProviderResult.ok("{\"joined\":\"$caller\"}")
    }

    companion object {
        private const val TAG = "Basket"
        private val HOUSEHOLD_APPS = setOf("com.example.basket.wear", "com.example.basket.tablet")
        private val GRANTED_SCOPES = setOf("pantry.read", "lists.write")
    }
}
