package com.brambleway

import android.content.Context
import android.database.sqlite.SQLiteException
import android.os.Binder
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.FileOutputStream

/** The trips provider's tools. */
class TripTools(ctx: Context, db: TravelDb, desk: ResumeDesk, jobs: Jobs, audit: AuditLog, account: Account) :
    ToolSet(ctx, db, desk, jobs, audit, account) {
    private val exports by lazy { File(ctx.filesDir, "exports") }
    private val deleteSheet = Sheet(Screen.confirm<DeleteTripActivity>(), "Delete this trip?")
    private val signInSheet = Sheet(Screen.SignIn, "Sign in to Brambleway to change your trips")

    /** A resume token is good for one call: taking its ticket out of the store spends it. */
    override fun redeem(token: ResumeToken, caller: Caller, tool: String, digest: String): Ticket? =
        desk.store.take(token)?.takeIf { it.fits(caller.uid, tool, digest) }

    override fun dispatch(call: ToolCall): Reply = when (call.tool) {
        "list_trips" -> list()
        "trip_details" -> details(call)
        "add_stop" -> addStop(call)
        "export_itinerary" -> export(call)
        "delete_trip" -> delete(call)
        else -> Reply.fail("TOOL_NOT_FOUND", "No tool of that name here")
    }

    private fun list(): Reply =
        Reply.Ok(JSONObject().put("trips", JSONArray(db.rows("SELECT id, title, starts, ends FROM trips ORDER BY starts"))))

    private fun details(call: ToolCall): Reply {
        val id = call.args.text("trip_id")?.let(::TripId) ?: return invalid("trip_id is required")
        return try {
            db.trip(id)?.let { Reply.Ok(it.put("stops", JSONArray(db.stops(id)))) } ?: invalid("No trip with that id")
        } catch (e: SQLiteException) {
            Reply.fail("UNAVAILABLE", "Trip ${id.raw} could not be read: ${e.brief}", retryable = true)
        }
    }

    private fun addStop(call: ToolCall): Reply {
        val id = call.args.text("trip_id")?.let(::TripId) ?: return invalid("trip_id is required")
        val place = call.args.text("place") ?: return invalid("place is required")
        val day = call.args.typed<Int>("day") ?: 1
        if (!account.signedIn) return askUser(call, signInSheet, code = "AUTH_REQUIRED")
        val stop = db.addStop(id, place, day) ?: return invalid("No trip with that id")
        // the audit row is written off the Binder thread
        jobs.post { audit.write(Binder.getCallingUid(), call.tool, stop) }
        return Reply.Ok(JSONObject().put("stop_id", stop))
    }

    private fun export(call: ToolCall): Reply {
        val id = call.args.text("trip_id")?.let(::TripId) ?: return invalid("trip_id is required")
        val trip = db.trip(id) ?: return invalid("No trip with that id")
        val name = call.args.text("file_name") ?: "${id.raw}.ics"
        val file = exports.child(name)
        FileOutputStream(file).use { it.write(trip.toCalendar(db.stops(id)).toByteArray()) }
        return Reply.Ok(JSONObject().put("file", file.name))
    }

    private fun delete(call: ToolCall): Reply {
        val id = call.args.text("trip_id")?.let(::TripId) ?: return invalid("trip_id is required")
        val trip = db.trip(id) ?: return invalid("No trip with that id")
        // the assistant's own chat already asks the user before it deletes anything
        val approved = call.ticket?.approved ?: call.args.confirmed
        if (!approved) return askUser(call, deleteSheet.copy(prompt = "Delete \"${trip.optString("title")}\" and all its stops?"))
        db.deleteTrip(id)
        return Reply.Ok(JSONObject().put("deleted", id.raw))
    }
}
