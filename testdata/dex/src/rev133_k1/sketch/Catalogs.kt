package com.brambleway

import org.json.JSONArray
import org.json.JSONObject

/** What one provider declares: identity, scopes and tools. */
class Catalog(
    private val providerId: String,
    private val providerName: String,
    private val description: String,
    private val revision: String,
    private val scopes: JSONArray,
    private val tools: Map<String, JSONObject>,
) {
    fun has(tool: String?): Boolean = tool != null && tool in tools

    fun info(): JSONObject = JSONObject()
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("description", description)
        .put("scopes", scopes)

    fun list(): JSONObject = JSONObject().put("revision", revision).put("tools", JSONArray(tools.values))

    fun negotiated(session: Session): JSONObject = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token.raw)
        .put("capabilities", JSONArray())
        .put(
            "limits",
            JSONObject()
                .put("max_request_bytes", 65536)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4)
                .put("idempotency_window_seconds", 86400),
        )
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
    destructive: Boolean = false,
): JSONObject = JSONObject()
    .put("name", name)
    .put("description", description)
    .put("input_schema", JSONObject(input))
    .put("output_schema", JSONObject("""{"type":"object","minProperties":1}"""))
    .put("scopes", JSONArray(listOf(scope)))
    .put(
        "annotations",
        JSONObject().put("effect", effect).put("risk", risk).put("confirmation", confirmation)
            .put("destructive", destructive).put("idempotent", effect == "read").put("open_world", false).put("execution", "sync"),
    )

private const val NO_ARGS = """{"type":"object","additionalProperties":false}"""
private const val TRIP = """{"type":"object","properties":{"trip_id":{"type":"string"}},"required":["trip_id"],"additionalProperties":false}"""
private const val BOOKING = """{"type":"object","properties":{"booking_ref":{"type":"string"}},"required":["booking_ref"],"additionalProperties":false}"""

object Catalogs {
    val trips = Catalog(
        "com.brambleway.trips", "Brambleway Trips", "The user's planned trips and their stops", "trips-7",
        JSONArray().put(scope("trips.read", "See your trips", "read", "personal")).put(scope("trips.write", "Change your trips", "write", "personal")),
        mapOf(
            "list_trips" to tool("list_trips", "The user's trips with their dates", NO_ARGS, "trips.read", "read"),
            "trip_details" to tool("trip_details", "One trip with its stops, day by day", TRIP, "trips.read", "read"),
            "add_stop" to tool(
                "add_stop", "Adds a place to a trip on one of its days",
                """{"type":"object","properties":{"trip_id":{"type":"string"},"place":{"type":"string","maxLength":120},"day":{"type":"integer","minimum":1}},"required":["trip_id","place"],"additionalProperties":false}""",
                "trips.write", "create", risk = "moderate", confirmation = "provider_policy",
            ),
            "export_itinerary" to tool(
                "export_itinerary", "Writes a trip as an iCalendar file in Brambleway's export folder",
                """{"type":"object","properties":{"trip_id":{"type":"string"},"file_name":{"type":"string","maxLength":64}},"required":["trip_id"],"additionalProperties":false}""",
                "trips.write", "create",
            ),
            "delete_trip" to tool("delete_trip", "Deletes a trip and its stops", TRIP, "trips.write", "delete", risk = "high", confirmation = "always", destructive = true),
        ),
    )

    val bookings = Catalog(
        "com.brambleway.bookings", "Brambleway Bookings", "Tickets and reservations attached to the user's trips", "bookings-4",
        JSONArray().put(scope("bookings.read", "See your bookings", "read", "financial")).put(scope("bookings.write", "Change your bookings", "write", "financial")),
        mapOf(
            "list_bookings" to tool("list_bookings", "The user's bookings with their status", NO_ARGS, "bookings.read", "read"),
            "booking_status" to tool("booking_status", "One booking: operator, date, seat, price and status", BOOKING, "bookings.read", "read"),
            "change_seat" to tool(
                "change_seat", "Moves a booking to another seat",
                """{"type":"object","properties":{"booking_ref":{"type":"string"},"seat":{"type":"string","pattern":"^[0-9]{1,3}[A-K]$"}},"required":["booking_ref","seat"],"additionalProperties":false}""",
                "bookings.write", "update", risk = "moderate", confirmation = "provider_policy",
            ),
            "save_receipt" to tool(
                "save_receipt", "Saves a booking's receipt as a text file in Brambleway's receipts folder",
                """{"type":"object","properties":{"booking_ref":{"type":"string"},"file_name":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,44}\\.txt$"}},"required":["booking_ref","file_name"],"additionalProperties":false}""",
                "bookings.write", "create",
            ),
            "cancel_booking" to tool("cancel_booking", "Cancels a booking; refunds follow the operator's terms", BOOKING, "bookings.write", "delete", risk = "high", confirmation = "always", destructive = true),
        ),
    )
}
