package com.spokeshare

import org.json.JSONObject

/** What a desk declares: its provider info, its tools and which of them change anything. */
class Catalog(
    val providerId: String,
    val providerName: String,
    private val infoJson: String,
    private val toolsJson: String,
    private val readTools: Set<String>,
    private val writeTools: Set<String>,
) {
    fun info(): JSONObject = JSONObject(infoJson)
    fun tools(): JSONObject = JSONObject(toolsJson)
    fun has(tool: String): Boolean = tool in readTools || tool in writeTools
    fun mutates(tool: String): Boolean = tool in writeTools

    companion object {
        @JvmStatic
        fun limits(): JSONObject = JSONObject()
            .put("max_request_bytes", 65536)
            .put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 4)
            .put("idempotency_window_seconds", 86400)

        val BIKES = Catalog(
            providerId = "com.spokeshare.bikes",
            providerName = "Spokeshare Bikes",
            infoJson = """{"provider_id":"com.spokeshare.bikes","provider_name":"Spokeshare Bikes","description":"Find docking stations, reserve and unlock city bikes, and share rides","schema_dialect":"https://json-schema.org/draft/2020-12/schema","scopes":[{"name":"stations.read","title":"See stations","description":"Read station locations and free bikes","access":"read","sensitivity":"public"},{"name":"rides.read","title":"See your rides","description":"Read your ride history","access":"read","sensitivity":"personal"},{"name":"rides.write","title":"Ride","description":"Reserve, unlock and share rides","access":"write","sensitivity":"financial"}]}""",
            toolsJson = """{"revision":"bikes-7","tools":[""" +
                """{"name":"find_station","title":"Find a station","description":"Search docking stations by name or street","input_schema":{"type":"object","properties":{"query":{"type":"string","minLength":1,"maxLength":80}},"required":["query"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"stations":{"type":"array"}},"required":["stations"]},"scopes":["stations.read"],"annotations":{"effect":"read","risk":"low","idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},""" +
                """{"name":"list_rides","title":"List rides","description":"Your last rides with their cost","input_schema":{"type":"object","properties":{},"additionalProperties":false},"output_schema":{"type":"object","properties":{"rides":{"type":"array"}},"required":["rides"]},"scopes":["rides.read"],"annotations":{"effect":"read","risk":"low","idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},""" +
                """{"name":"reserve_bike","title":"Reserve a bike","description":"Hold a bike at its dock for up to 30 minutes","input_schema":{"type":"object","properties":{"bike_id":{"type":"string"},"minutes":{"type":"integer","minimum":5,"maximum":30}},"required":["bike_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"hold_id":{"type":"string"},"until":{"type":"integer"}},"required":["hold_id"]},"scopes":["rides.write"],"annotations":{"effect":"create","risk":"moderate","idempotent":false,"open_world":false,"confirmation":"provider_policy","execution":"sync"}},""" +
                """{"name":"unlock_bike","title":"Unlock a bike","description":"Release a bike from its dock and start a paid ride","input_schema":{"type":"object","properties":{"bike_id":{"type":"string"}},"required":["bike_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"ride_id":{"type":"string"}},"required":["ride_id"]},"scopes":["rides.write"],"annotations":{"effect":"update","risk":"high","idempotent":false,"open_world":true,"confirmation":"always","execution":"sync"}},""" +
                """{"name":"share_ride","title":"Share a ride","description":"Share a finished ride's route with another app","input_schema":{"type":"object","properties":{"ride_id":{"type":"string"},"package_name":{"type":"string"}},"required":["ride_id","package_name"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"share_id":{"type":"string"}},"required":["share_id"]},"scopes":["rides.write"],"annotations":{"effect":"create","risk":"moderate","idempotent":false,"open_world":false,"confirmation":"provider_policy","execution":"sync"}}""" +
                """]}""",
            readTools = setOf("find_station", "list_rides"),
            writeTools = setOf("reserve_bike", "unlock_bike", "share_ride"),
        )

        val WALLET = Catalog(
            providerId = "com.spokeshare.wallet",
            providerName = "Spokeshare Wallet",
            infoJson = """{"provider_id":"com.spokeshare.wallet","provider_name":"Spokeshare Wallet","description":"Ride credit: balance, payments, top-ups and transfers between riders' apps","schema_dialect":"https://json-schema.org/draft/2020-12/schema","scopes":[{"name":"wallet.read","title":"See your credit","description":"Read the balance and payments","access":"read","sensitivity":"financial"},{"name":"wallet.write","title":"Move credit","description":"Top up and transfer ride credit","access":"write","sensitivity":"financial"}]}""",
            toolsJson = """{"revision":"wallet-4","tools":[""" +
                """{"name":"get_balance","title":"Credit balance","description":"The ride credit left in the wallet","input_schema":{"type":"object","properties":{},"additionalProperties":false},"output_schema":{"type":"object","properties":{"balance_cents":{"type":"integer"}},"required":["balance_cents"]},"scopes":["wallet.read"],"annotations":{"effect":"read","risk":"low","idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},""" +
                """{"name":"list_payments","title":"List payments","description":"Payments from the wallet, optionally for one merchant","input_schema":{"type":"object","properties":{"merchant":{"type":"string","maxLength":60}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"payments":{"type":"array"}},"required":["payments"]},"scopes":["wallet.read"],"annotations":{"effect":"read","risk":"low","idempotent":true,"open_world":false,"confirmation":"never","execution":"sync"}},""" +
                """{"name":"top_up","title":"Top up credit","description":"Charge the saved card and add ride credit","input_schema":{"type":"object","properties":{"amount_cents":{"type":"integer","minimum":100,"maximum":10000}},"required":["amount_cents"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"balance_cents":{"type":"integer"}},"required":["balance_cents"]},"scopes":["wallet.write"],"annotations":{"effect":"transaction","risk":"high","idempotent":false,"open_world":true,"confirmation":"always","execution":"sync"}},""" +
                """{"name":"transfer_credit","title":"Transfer credit","description":"Move ride credit to the wallet of another rider's app","input_schema":{"type":"object","properties":{"to_package":{"type":"string"},"amount_cents":{"type":"integer","minimum":1,"maximum":5000}},"required":["to_package","amount_cents"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"transfer_id":{"type":"string"}},"required":["transfer_id"]},"scopes":["wallet.write"],"annotations":{"effect":"transaction","risk":"high","idempotent":false,"open_world":false,"confirmation":"always","execution":"sync"}}""" +
                """]}""",
            readTools = setOf("get_balance", "list_payments"),
            writeTools = setOf("top_up", "transfer_credit"),
        )
    }
}
