package com.example.r30p4

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

class ThemeProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("get_theme", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("preview_theme", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("set_theme", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor = RecentExecutor

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision = when (request.toolName) {
        "set_theme" -> grantOrAsk(request)
        else -> CetpAccessDecision.Allow
    }

    @Suppress("UNUSED_PARAMETER")
    private fun grantOrAsk(request: CetpProviderRequest): CetpAccessDecision {
        // TODO: check request.scopes once the consent screen lands
        return CetpAccessDecision.Allow
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val store = ThemeStore(requireContext())
        return when (request.toolName) {
            "get_theme" -> CetpProviderResult.ok(store.current())
            "preview_theme" -> CetpProviderResult.ok(store.preview(request.args))
            "set_theme" -> {
                store.set(request.args)
                CetpProviderResult.ok(request.args)
            }
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}
