package com.saltmarsh.ferry

import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** One provider's identity and scopes; the tools come from its [Toolbox]. */
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
        .put("session_token", session.token.text)
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

    fun list(box: Toolbox): JSONObject {
        val tools = JSONArray()
        for ((_, spec) in box.specs) tools.put(spec.describe())
        return JSONObject().put("revision", revision).put("tools", tools)
    }
}

private fun scope(name: String, title: String, access: String, sensitivity: String): JSONObject =
    JSONObject().put("name", name).put("title", title).put("description", title).put("access", access).put("sensitivity", sensitivity)

object Catalogs {
    val trips = Catalog(
        "com.saltmarsh.ferry.trips", "Saltmarsh Sailings", "Ferry timetables and the user's bookings with Saltmarsh Ferries", "trips-7",
        JSONArray().put(scope("trips.read", "See sailings and your bookings", "read", "personal"))
            .put(scope("trips.write", "Export your itinerary and seat preferences", "write", "personal"))
            .put(scope("bookings.pay", "Book and pay for seats with your saved card", "write", "financial")),
    )

    val passes = Catalog(
        "com.saltmarsh.ferry.passes", "Saltmarsh Passes", "The user's prepaid ferry passes", "passes-4",
        JSONArray().put(scope("passes.read", "See your passes and balances", "read", "financial"))
            .put(scope("passes.write", "Save pass cards and link vehicles", "write", "personal"))
            .put(scope("passes.pay", "Top up passes with your saved card", "write", "financial")),
    )
}
