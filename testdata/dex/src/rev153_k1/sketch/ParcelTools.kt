package com.parcelnest.app

import android.content.Intent
import android.os.ParcelFileDescriptor
import org.json.JSONObject

private const val KEEP_DELIVERED_MS = 30L * 24 * 60 * 60 * 1000

/** export_history: the parcel history ExportService keeps up to date, as a file result. */
private val exportHistory = Tool.build("export_history") {
    title = "Export parcel history"
    description = "The whole parcel history as one JSON file."
    effect = Effect.READ
    scopes = listOf("parcels.read")
    output = """{"type":"object","properties":{"parcels":{"type":"array"}},"required":["parcels"]}"""
    handler { _ ->
        if (!session.largeResults) return@handler failure("RESULT_TOO_LARGE", "Negotiate large_results to export the history.")
        val file = ExportFiles.history(ctx)
            ?: return@handler failure("UNAVAILABLE", "The export is being prepared; try again shortly.", true)
        fileResult(file, ParcelFileDescriptor.MODE_READ_WRITE)
    }
}

/** The parcels provider's tools. */
val parcelTools = toolSet {
    revision = "parcels-12"
    admit { uid ->
        packagesOf(uid).singleOrNull()?.takeIf { pkg -> signedAsPinned(pkg) }
    }

    tool("list_parcels") {
        title = "List parcels"
        description = "Parcels on their way to the user or recently delivered, newest first."
        effect = Effect.READ
        scopes = listOf("parcels.read")
        input = """{"type":"object","properties":{"state":{"type":"string"}},"additionalProperties":false}"""
        output = """{"type":"object","properties":{"parcels":{"type":"array"}},"required":["parcels"]}"""
        handler { args ->
            db.pruneDelivered(System.currentTimeMillis() - KEEP_DELIVERED_MS)
            success(JSONObject().put("parcels", db.parcels(args.optString("state", "any"))))
        }
    }

    tool("track_parcel") {
        title = "Track a parcel"
        description = "The state, carrier and address of one parcel."
        effect = Effect.READ
        scopes = listOf("parcels.read")
        input = """{"type":"object","properties":{"parcel_id":{"type":"integer"}},"required":["parcel_id"],"additionalProperties":false}"""
        output = """{"type":"object","properties":{"parcel":{"type":"array"}}}"""
        handler { args ->
            db.parcel(args.getLong("parcel_id"))?.let { success(it) }
                ?: failure("INVALID_ARGS", "No parcel with that id.")
        }
    }

    tool("redirect_parcel") {
        title = "Redirect a parcel"
        description = "Send a parcel that is not out for delivery yet to another address."
        effect = Effect.UPDATE
        risk = "moderate"
        confirmation = "provider_policy"
        scopes = listOf("parcels.write")
        input = """{"type":"object","properties":{"parcel_id":{"type":"integer"},"address":{"type":"string","maxLength":200},""" +
            """"user_confirmed":{"type":"boolean"}},"required":["parcel_id","address"],"additionalProperties":false}"""
        output = """{"type":"object","properties":{"parcel_id":{"type":"integer"},"state":{"type":"string"}},"required":["state"]}"""
        confirm = { args -> !args.optBoolean("user_confirmed", false) }
        resolution { args ->
            target(APP_PACKAGE, "com.parcelnest.app.ConfirmActivity")
            summary = "Send parcel ${args.optLong("parcel_id", 0L)} to ${args.optString("address", "")}"
        }
        handler { args ->
            val id = args.getLong("parcel_id")
            val address = args.getString("address").trim()
            if (address.isEmpty() || address.length > 200) return@handler failure("INVALID_ARGS", "address must be 1 to 200 characters.")
            if (db.redirect(id, address) == 0) return@handler failure("CONFLICT", "The parcel can no longer be redirected.")
            asProvider {
                ctx.startService(Intent(ctx, CarrierSyncService::class.java).setAction(CarrierSyncService.ACTION_REDIRECT)
                    .putExtra(CarrierSyncService.EXTRA_PARCEL, id))
            }
            audit.record("redirect_parcel", requestId, "redirected")
            success(JSONObject().put("parcel_id", id).put("state", "redirecting"))
        }
    }

    tool("release_to_neighbour") {
        title = "Leave a parcel with a neighbour"
        description = "Ask the courier to hand a parcel that is out for delivery to a neighbour."
        effect = Effect.UPDATE
        risk = "high"
        confirmation = "always"
        scopes = listOf("parcels.write")
        input = """{"type":"object","properties":{"parcel_id":{"type":"integer"},"neighbour":{"type":"string","maxLength":80}},""" +
            """"required":["parcel_id","neighbour"],"additionalProperties":false}"""
        output = """{"type":"object","properties":{"state":{"type":"string"}},"required":["state"]}"""
        resolution { args ->
            action = ACTION_CONFIRM_RELEASE
            summary = "Leave parcel ${args.optLong("parcel_id", 0L)} with ${args.optString("neighbour", "")}"
        }
        handler { args ->
            val id = args.getLong("parcel_id")
            val neighbour = args.getString("neighbour").trim()
            if (neighbour.isEmpty() || neighbour.length > 80) return@handler failure("INVALID_ARGS", "neighbour must be 1 to 80 characters.")
            if (db.releaseToNeighbour(id, neighbour) == 0) return@handler failure("CONFLICT", "The parcel is not out for delivery.")
            audit.record("release_to_neighbour", requestId, "release requested")
            success(JSONObject().put("state", "release_requested"))
        }
    }

    this += exportHistory
}
