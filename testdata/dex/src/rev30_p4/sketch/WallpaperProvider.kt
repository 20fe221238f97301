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

class WallpaperProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("get_wallpaper", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("set_wallpaper", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor by lazy { JournalExecutor(requireContext()) }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (request.toolName == "get_wallpaper" || "wallpaper.write" in request.scopes) CetpAccessDecision.Allow
        else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val prefs = requireContext().settings()
        return when (request.toolName) {
            "get_wallpaper" -> CetpProviderResult.ok(prefs.getString("wallpaper", null) ?: "default")
            "set_wallpaper" -> {
                prefs.remember("wallpaper", request.args)
                CetpProviderResult.ok(request.args)
            }
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}
