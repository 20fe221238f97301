package com.brambleway

import android.app.PendingIntent
import android.content.Context
import android.database.sqlite.SQLiteException
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.FileOutputStream

/** The bookings provider's tools. */
class BookingTools(ctx: Context, db: TravelDb, desk: ResumeDesk, jobs: Jobs, audit: AuditLog, account: Account) :
    ToolSet(ctx, db, desk, jobs, audit, account) {
    private val receipts by lazy { File(ctx.filesDir, "receipts") }
    private val cancelSheet = Sheet(Screen.confirm<CancelBookingActivity>(), "Cancel this booking?")
    private val linkSheet = Sheet(Screen.Partner(RailPartner.PACKAGE, RailPartner.LINK_ACTIVITY), "Link your RailPass account to change rail seats")

    /** The ticket stays until it expires: a seat change the partner timed out on can be retried with the same token. */
    override fun redeem(token: ResumeToken, caller: Caller, tool: String, digest: String): Ticket? =
        desk.store.find(token)?.takeIf { it.fits(caller.uid, tool, digest) }

    override fun dispatch(call: ToolCall): Reply = when (call.tool) {
        "list_bookings" -> list()
        "booking_status" -> status(call)
        "change_seat" -> changeSeat(call)
        "save_receipt" -> saveReceipt(call)
        "cancel_booking" -> cancel(call)
        else -> Reply.fail("TOOL_NOT_FOUND", "No tool of that name here")
    }

    private fun list(): Reply =
        Reply.Ok(JSONObject().put("bookings", JSONArray(db.rows("SELECT ref, trip, kind, date, status FROM bookings ORDER BY date"))))

    private fun status(call: ToolCall): Reply {
        val ref = call.args.text("booking_ref")?.let(::BookingRef) ?: return invalid("booking_ref is required")
        return try {
            db.booking(ref)?.let { Reply.Ok(it) } ?: invalid("No booking with that reference")
        } catch (e: SQLiteException) {
            Reply.fail("UNAVAILABLE", "Booking ${ref.raw} is unavailable (${e.category})", retryable = true)
        }
    }

    private fun changeSeat(call: ToolCall): Reply {
        val ref = call.args.text("booking_ref")?.let(::BookingRef) ?: return invalid("booking_ref is required")
        val seat = call.args.typed<String>("seat")?.takeIf { SEAT.matches(it) } ?: return invalid("seat looks like 12C")
        val booking = db.booking(ref) ?: return invalid("No booking with that reference")
        if (booking.optString("operator") == RailPartner.OPERATOR && !account.railLinked) {
            return askUser(call, linkSheet, code = "AUTH_REQUIRED")
        }
        db.changeSeat(ref, seat)
        call.caller.uid.let { uid -> jobs.post { audit.write(uid, call.tool, ref.raw) } }
        return Reply.Ok(JSONObject().put("booking_ref", ref.raw).put("seat", seat))
    }

    private fun saveReceipt(call: ToolCall): Reply {
        val ref = call.args.text("booking_ref")?.let(::BookingRef) ?: return invalid("booking_ref is required")
        val booking = db.booking(ref) ?: return invalid("No booking with that reference")
        val name = call.args.text("file_name")?.takeIf { RECEIPT_NAME.matches(it) }
            ?: return invalid("file_name is up to 48 letters, digits, '-' or '_', ending in .txt")
        val file = receipts.child(name)
        FileOutputStream(file).use { it.write(booking.toReceipt().toByteArray()) }
        return Reply.Ok(JSONObject().put("file", file.name))
    }

    private fun cancel(call: ToolCall): Reply {
        val ref = call.args.text("booking_ref")?.let(::BookingRef) ?: return invalid("booking_ref is required")
        val booking = db.booking(ref) ?: return invalid("No booking with that reference")
        if (call.ticket?.approved != true) {
            val told = if (call.args.confirmed) " Your assistant says you already agreed." else ""
            val prompt = "Cancel ${booking.optString("kind")} ${ref.raw} on ${booking.optString("date")}?$told"
            // one sheet per booking: asking again refreshes the extras of the pending one
            return askUser(call, cancelSheet.copy(prompt = prompt, flags = PendingIntent.FLAG_UPDATE_CURRENT))
        }
        db.cancelBooking(ref)
        return Reply.Ok(JSONObject().put("cancelled", ref.raw))
    }

    private companion object {
        val SEAT = Regex("[0-9]{1,3}[A-K]")
        val RECEIPT_NAME = Regex("[A-Za-z0-9_-]{1,44}\\.txt")
    }
}
