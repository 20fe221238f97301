package com.tallowbrook.salon.bookings;

import android.app.PendingIntent;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import com.tallowbrook.salon.core.AnnotatedProvider;
import com.tallowbrook.salon.core.Caller;
import com.tallowbrook.salon.core.IdSource;
import com.tallowbrook.salon.core.JobQueue;
import com.tallowbrook.salon.core.SalonDb;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools for the appointment book: content://com.tallowbrook.salon.tools.bookings. */
public final class AppointmentsProvider extends AnnotatedProvider {
    static final String PROVIDER_ID = "com.tallowbrook.salon.bookings";
    private static final int MATCH_NONE = 0;
    private static final int MATCH_UPCOMING = 1;

    private BookingGate gate;
    private AppointmentRepository repository;

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Tallowbrook Salon bookings";
    }

    @Override
    protected String description() {
        return "Free slots, bookings, changes and reminders of the salon's appointment book.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("bookings.read", "See appointments", "Read free slots and clients' appointments", "read"));
        scopes.put(scope("bookings.write", "Change appointments", "Book, move and cancel appointments, queue reminders",
                "write"));
        return scopes;
    }

    private static JSONObject scope(String name, String title, String description, String access)
            throws JSONException {
        JSONObject s = new JSONObject();
        s.put("name", name);
        s.put("title", title);
        s.put("description", description);
        s.put("access", access);
        s.put("sensitivity", "personal");
        return s;
    }

    @Override
    protected Object setUp(SalonDb db) {
        gate = new BookingGate(getContext().getPackageManager(), db, PROVIDER_ID);
        repository = new AppointmentRepository(new AppointmentDao(db));
        return new AppointmentTools(repository);
    }

    @Override
    public Caller identify(int uid) {
        return gate.admit(uid);
    }

    @Override
    protected IdSource operationIds() {
        return new BookingRefs();
    }

    @Override
    protected JobQueue.Job ownedJob(Caller caller, String operationId, String requestId) {
        return jobs.find(operationId);
    }

    @Override
    protected PendingIntent confirmation(String resumeToken) {
        Intent intent = new Intent(getContext(), ConfirmBookingActivity.class);
        intent.putExtra(com.tallowbrook.salon.core.ApprovalStore.EXTRA_TOKEN, resumeToken);
        return PendingIntent.getActivity(getContext(), resumeToken.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** content://…/upcoming: the day sheet the paired reception tablet shows. */
    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        Caller caller = requireCaller();
        if (!caller.scopes.contains("bookings.read")) {
            throw new SecurityException("bookings.read not granted");
        }
        switch (match(uri)) {
            case MATCH_UPCOMING:
                return repository.upcomingCursor();
            default:
                return null;
        }
    }

    private static int match(Uri uri) {
        List<String> segments = uri.getPathSegments();
        if (segments.size() == 1 && "upcoming".equals(segments.get(0))) {
            return MATCH_UPCOMING;
        }
        return MATCH_NONE;
    }
}
