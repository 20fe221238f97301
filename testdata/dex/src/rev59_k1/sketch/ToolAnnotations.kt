package com.clawseed.cetp.sdk

enum class ToolEffect { READ, CREATE, UPDATE, DELETE, TRANSACTION }

enum class ToolRisk { LOW, MODERATE, HIGH }

enum class ConfirmationPolicy { NEVER, PROVIDER_POLICY, ALWAYS }

/** effect, risk and confirmation of one tool (spec 3.4). */
class ToolAnnotations(
    val effect: ToolEffect,
    val risk: ToolRisk,
    val confirmation: ConfirmationPolicy,
)

/** One tool descriptor as list_tools reports it. */
class CetpProviderTool(
    val name: String,
    val title: String,
    val scopes: List<String>,
    val annotations: ToolAnnotations,
)
