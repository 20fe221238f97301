package com.larchwood.library

import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** One provider's identity, scopes and tool-list revision. */
class Catalog(
    private val providerId: String,
    private val name: String,
    private val description: String,
    private val revision: String,
    private val scopes: JSONArray,
) {
    fun negotiated(session: Session): JSONObject = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", name)
        .put("session_token", session.token)
        .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
        .put("capabilities", JSONArray())
        .put(
            "limits",
            JSONObject().put("max_request_bytes", MAX_REQUEST_BYTES).put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400),
        )

    fun info(): JSONObject = JSONObject()
        .put("provider_id", providerId)
        .put("provider_name", name)
        .put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes)

    fun list(tools: List<Tool>): JSONObject {
        val listed = JSONArray()
        for (tool in tools) listed.put(tool.spec.describe())
        return JSONObject().put("revision", revision).put("tools", listed)
    }
}

object Catalogs {
    private fun scope(name: String, title: String, access: String, sensitivity: String): JSONObject =
        JSONObject().put("name", name).put("title", title).put("description", title).put("access", access).put("sensitivity", sensitivity)

    val loans = Catalog(
        LoanTools.PROVIDER_ID, "Larchwood Loans", "The borrower's loans and holds at Larchwood Libraries", "loans-3",
        JSONArray().put(scope("loans.read", "See your loans", "read", "personal"))
            .put(scope("loans.write", "Renew loans and place holds", "write", "personal")),
    )

    val fines = Catalog(
        FineTools.PROVIDER_ID, "Larchwood Fines", "The borrower's library fines and saved payment card", "fines-2",
        JSONArray().put(scope("fines.read", "See your fines", "read", "financial"))
            .put(scope("fines.pay", "Pay fines with your saved card", "write", "financial"))
            .put(scope("cards.write", "Link a library card to your account", "write", "personal")),
    )
}
