package com.clawseed.cetp.sdk

enum class ToolEffect { READ, CREATE, UPDATE, DELETE, TRANSACTION }

enum class ToolRisk { LOW, MODERATE, HIGH }

enum class ConfirmationPolicy { NEVER, PROVIDER_POLICY, ALWAYS }

/** effect, risk and confirmation of one tool (spec 3.4). */
class ToolAnnotations(
    val effect: ToolEffect,
    val risk: ToolRisk,
    val confirmation: ConfirmationPolicy,
) {
    var idempotent: Boolean = false
        private set

    constructor(effect: ToolEffect, risk: ToolRisk, idempotent: Boolean, confirmation: ConfirmationPolicy) :
        this(effect, risk, confirmation) {
        this.idempotent = idempotent
    }
}

/** One tool descriptor as list_tools reports it. */
class CetpProviderTool(
    val name: String,
    val title: String,
    val scopes: List<String>,
    val annotations: ToolAnnotations,
)

enum class ScopeAccess { READ, WRITE }

enum class ScopeSensitivity { LOW, PERSONAL, FINANCIAL }

class ProviderScope(
    val name: String,
    val description: String,
    val access: ScopeAccess,
    val sensitivity: ScopeSensitivity,
)

class CetpProviderDescriptor(
    val providerId: String,
    val providerName: String,
    val description: String,
    val scopes: List<ProviderScope>,
)
