package com.fernhill.lend

import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** One provider's identity, scopes and tools, as negotiate / get_provider_info / list_tools answer them. */
class Catalog(
    private val providerId: String,
    private val name: String,
    private val description: String,
    private val revision: String,
    private val scopes: JSONArray,
    private val tools: List<JSONObject>,
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
            JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4).put("idempotency_window_seconds", 86400),
        )

    fun info(): JSONObject = JSONObject()
        .put("provider_id", providerId)
        .put("provider_name", name)
        .put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes)

    fun list(): JSONObject = JSONObject().put("revision", revision).put("tools", JSONArray(tools))
}

private fun scope(name: String, title: String, access: String, sensitivity: String): JSONObject =
    JSONObject().put("name", name).put("title", title).put("description", title).put("access", access).put("sensitivity", sensitivity)

private fun tool(
    name: String,
    description: String,
    input: String,
    scope: String,
    effect: String,
    risk: String = "low",
    confirmation: String = "never",
): JSONObject = JSONObject()
    .put("name", name)
    .put("description", description)
    .put("input_schema", JSONObject(input))
    .put("output_schema", JSONObject("""{"type":"object","minProperties":1}"""))
    .put("scopes", JSONArray().put(scope))
    .put(
        "annotations",
        JSONObject().put("effect", effect).put("risk", risk).put("confirmation", confirmation)
            .put("destructive", false).put("idempotent", effect == "read").put("open_world", false).put("execution", "sync"),
    )

private const val NO_ARGS = """{"type":"object","additionalProperties":false}"""
private const val LOAN = """{"type":"object","properties":{"loan_id":{"type":"string"}},"required":["loan_id"],"additionalProperties":false}"""
private const val HOLD = """{"type":"object","properties":{"hold_id":{"type":"string"}},"required":["hold_id"],"additionalProperties":false}"""

object Catalogs {
    val loans = Catalog(
        "com.fernhill.lend.loans", "Fernhill Loans", "The books the user has out from Fernhill Libraries", "loans-5",
        JSONArray().put(scope("loans.read", "See your loans", "read", "personal")).put(scope("loans.write", "Renew, export and report your loans", "write", "financial")),
        listOf(
            tool("list_loans", "The books the user has out, with due dates", NO_ARGS, "loans.read", "read"),
            tool("loan_details", "One loan: title, author, due date, renewals and replacement fee", LOAN, "loans.read", "read"),
            tool("renew_loan", "Renews a loan for three more weeks", LOAN, "loans.write", "update", risk = "moderate", confirmation = "provider_policy"),
            tool(
                "export_reading_list", "Saves the current loans as a CSV file in Fernhill's export folder",
                """{"type":"object","properties":{"file_name":{"type":"string","maxLength":64}},"additionalProperties":false}""",
                "loans.write", "create",
            ),
            tool("declare_lost", "Reports a loaned book as lost; the replacement fee is charged to the saved card", LOAN, "loans.write", "transaction", risk = "high", confirmation = "always"),
        ),
    )

    val holds = Catalog(
        "com.fernhill.lend.holds", "Fernhill Holds", "Reservations and fines at Fernhill Libraries", "holds-3",
        JSONArray().put(scope("holds.read", "See your holds and fines", "read", "personal"))
            .put(scope("holds.write", "Place holds and save receipts", "write", "personal"))
            .put(scope("fines.pay", "Pay fines with your saved card", "write", "financial")),
        listOf(
            tool("list_holds", "The user's holds with their queue positions", NO_ARGS, "holds.read", "read"),
            tool("hold_status", "One hold: title, pickup branch, queue position and status", HOLD, "holds.read", "read"),
            tool(
                "place_hold", "Reserves a title for pickup at a branch",
                """{"type":"object","properties":{"isbn":{"type":"string","pattern":"^[0-9X]{10,13}$"},"branch":{"type":"string","maxLength":40}},"required":["isbn"],"additionalProperties":false}""",
                "holds.write", "create", risk = "moderate", confirmation = "provider_policy",
            ),
            tool(
                "save_fine_receipt", "Saves the receipt of a paid fine as a text file in Fernhill's receipts folder",
                """{"type":"object","properties":{"fine_id":{"type":"string"},"file_name":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,40}\\.txt$"}},"required":["fine_id","file_name"],"additionalProperties":false}""",
                "holds.write", "create",
            ),
            tool(
                "pay_fine", "Pays an open fine with the saved card",
                """{"type":"object","properties":{"fine_id":{"type":"string"},"email_receipt":{"type":"boolean"}},"required":["fine_id"],"additionalProperties":false}""",
                "fines.pay", "transaction", risk = "high", confirmation = "always",
            ),
        ),
    )
}
