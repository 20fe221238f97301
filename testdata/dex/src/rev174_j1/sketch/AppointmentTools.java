package com.tallowbrook.salon.bookings;

import com.tallowbrook.salon.core.ToolCall;
import com.tallowbrook.salon.core.ToolMethod;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.Locale;
import java.util.TimeZone;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The bookings provider's tools, found by ToolRouter through their @ToolMethod annotations. */
final class AppointmentTools {
    private static final Pattern APPOINTMENT_ID = Pattern.compile("ap_[0-9a-f]{16}");
    private static final Pattern CLIENT_ID = Pattern.compile("cl_[0-9a-f]{16}");
    private static final Pattern STYLIST = Pattern.compile("[a-z]{2,20}");
    private static final Pattern DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private final AppointmentRepository repository;

    AppointmentTools(AppointmentRepository repository) {
        this.repository = repository;
    }

    @ToolMethod(name = "list_slots", title = "List free slots",
            description = "Free appointment start times for one stylist on one day.",
            effect = "read", risk = "low", scopes = {"bookings.read"}, idempotent = true,
            input = "{\"type\":\"object\",\"properties\":{\"stylist\":{\"type\":\"string\"},\"day\":{\"type\":\"string\","
                    + "\"format\":\"date\"},\"minutes\":{\"type\":\"integer\",\"minimum\":15,\"maximum\":240}},"
                    + "\"required\":[\"stylist\",\"day\",\"minutes\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"slots\":{\"type\":\"array\",\"items\":{\"type\":"
                    + "\"integer\"}}},\"required\":[\"slots\"]}")
    ToolCall.Result listSlots(ToolCall call) throws JSONException {
        String stylist = call.args.getString("stylist");
        long day = dayStart(call.args.getString("day"));
        int minutes = call.args.optInt("minutes", 0);
        if (!STYLIST.matcher(stylist).matches() || day < 0 || !validLength(minutes)) {
            return ToolCall.Result.invalidArgs();
        }
        JSONArray slots = new JSONArray();
        for (Long start : repository.freeSlots(stylist, day, minutes)) {
            slots.put(start);
        }
        JSONObject out = new JSONObject();
        out.put("slots", slots);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "list_appointments", title = "List a client's appointments",
            description = "Upcoming appointments of one client.",
            effect = "read", risk = "low", scopes = {"bookings.read"}, idempotent = true,
            input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"client_id\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"appointments\":{\"type\":\"array\",\"items\":{\"type\":"
                    + "\"object\"}}},\"required\":[\"appointments\"]}")
    ToolCall.Result listAppointments(ToolCall call) throws JSONException {
        String clientId = call.args.getString("client_id");
        if (!CLIENT_ID.matcher(clientId).matches()) {
            return ToolCall.Result.invalidArgs();
        }
        JSONArray list = new JSONArray();
        for (AppointmentDao.Row row : repository.forClient(clientId)) {
            list.put(describe(row));
        }
        JSONObject out = new JSONObject();
        out.put("appointments", list);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "book_appointment", title = "Book an appointment",
            description = "Books a client with a stylist at a free start time.",
            effect = "create", risk = "moderate", confirmation = "provider_policy", scopes = {"bookings.write"},
            input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"},\"stylist\":{\"type\":"
                    + "\"string\"},\"starts_at\":{\"type\":\"integer\"},\"minutes\":{\"type\":\"integer\","
                    + "\"minimum\":15,\"maximum\":240}},\"required\":[\"client_id\",\"stylist\",\"starts_at\","
                    + "\"minutes\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"appointment_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"appointment_id\"]}")
    ToolCall.Result book(ToolCall call) throws JSONException {
        String clientId = call.args.getString("client_id");
        String stylist = call.args.getString("stylist");
        long startsAt = call.args.optLong("starts_at", 0L);
        int minutes = call.args.optInt("minutes", 0);
        if (!CLIENT_ID.matcher(clientId).matches() || !STYLIST.matcher(stylist).matches()
                || startsAt <= System.currentTimeMillis() || !validLength(minutes)) {
            return ToolCall.Result.invalidArgs();
        }
        String id = repository.book(clientId, stylist, startsAt, minutes);
        if (id == null) {
            return ToolCall.Result.conflict();
        }
        JSONObject out = new JSONObject();
        out.put("appointment_id", id);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "reschedule_appointment", title = "Move an appointment",
            description = "Moves a booked appointment to another start time with the same stylist.",
            effect = "update", risk = "moderate", confirmation = "always", scopes = {"bookings.write"},
            input = "{\"type\":\"object\",\"properties\":{\"appointment_id\":{\"type\":\"string\"},\"starts_at\":"
                    + "{\"type\":\"integer\"}},\"required\":[\"appointment_id\",\"starts_at\"],"
                    + "\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"appointment\":{\"type\":\"object\"}},"
                    + "\"required\":[\"appointment\"]}")
    ToolCall.Result reschedule(ToolCall call) throws JSONException {
        String id = call.args.getString("appointment_id");
        long startsAt = call.args.optLong("starts_at", 0L);
        if (!APPOINTMENT_ID.matcher(id).matches() || startsAt <= System.currentTimeMillis()) {
            return ToolCall.Result.invalidArgs();
        }
        switch (repository.reschedule(id, startsAt)) {
            case AppointmentRepository.RESULT_OK: {
                JSONObject out = new JSONObject();
                out.put("appointment", describe(repository.byId(id)));
                return ToolCall.Result.ok(out);
            }
            case AppointmentRepository.RESULT_NOT_FOUND:
                return ToolCall.Result.invalidArgs();
            default:
                return ToolCall.Result.conflict();
        }
    }

    @ToolMethod(name = "cancel_appointment", title = "Cancel an appointment",
            description = "Cancels a booked appointment; the slot becomes free again.",
            effect = "delete", risk = "moderate", confirmation = "always", scopes = {"bookings.write"},
            input = "{\"type\":\"object\",\"properties\":{\"appointment_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"appointment_id\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"cancelled\":{\"type\":\"boolean\"}},"
                    + "\"required\":[\"cancelled\"]}")
    ToolCall.Result cancel(ToolCall call) throws JSONException {
        String id = call.args.getString("appointment_id");
        if (!APPOINTMENT_ID.matcher(id).matches()) {
            return ToolCall.Result.invalidArgs();
        }
        int outcome = repository.cancel(id);
        if (outcome == AppointmentRepository.RESULT_NOT_FOUND) {
            return ToolCall.Result.invalidArgs();
        }
        if (outcome != AppointmentRepository.RESULT_OK) {
            return ToolCall.Result.conflict();
        }
        JSONObject out = new JSONObject();
        out.put("cancelled", true);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "send_reminders", title = "Queue reminders",
            description = "Queues one reminder message per booked appointment of a day in the salon's outbox.",
            effect = "update", risk = "low", scopes = {"bookings.write"}, idempotent = true, async = true,
            input = "{\"type\":\"object\",\"properties\":{\"day\":{\"type\":\"string\",\"format\":\"date\"}},"
                    + "\"required\":[\"day\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"queued\":{\"type\":\"integer\",\"minimum\":0}},"
                    + "\"required\":[\"queued\"]}")
    ToolCall.Result sendReminders(ToolCall call) throws JSONException {
        long day = dayStart(call.args.getString("day"));
        if (day < 0) {
            return ToolCall.Result.invalidArgs();
        }
        JSONObject out = new JSONObject();
        out.put("queued", repository.queueReminders(day));
        return ToolCall.Result.ok(out);
    }

    private static JSONObject describe(AppointmentDao.Row row) throws JSONException {
        JSONObject o = new JSONObject();
        o.put("appointment_id", row.id);
        o.put("client_id", row.clientId);
        o.put("stylist", row.stylist);
        o.put("starts_at", row.startsAt);
        o.put("minutes", row.minutes);
        o.put("status", statusName(row.status));
        return o;
    }

    static String statusName(int status) {
        switch (status) {
            case AppointmentDao.STATUS_BOOKED:
                return "booked";
            case AppointmentDao.STATUS_CANCELLED:
                return "cancelled";
            default:
                return "done";
        }
    }

    private static boolean validLength(int minutes) {
        return minutes >= 15 && minutes <= 240 && minutes % 15 == 0;
    }

    /** Midnight UTC of a yyyy-MM-dd day, or -1. */
    static long dayStart(String day) {
        if (!DAY.matcher(day).matches()) {
            return -1L;
        }
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd", Locale.US);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        format.setLenient(false);
        try {
            return format.parse(day).getTime();
        } catch (ParseException e) {
            return -1L;
        }
    }
}
