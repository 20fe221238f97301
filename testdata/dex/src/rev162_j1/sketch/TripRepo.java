package com.fieldnote.birding.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteOpenHelper;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** The club's field trips, as the club sync last wrote them. */
public final class TripRepo extends SqlRepo<TripRepo.Trip, Long> {
    public static final class Trip {
        public final long id;
        public final String place;
        public final long startsAt;
        public final String organizer;
        public final String leader;
        public final int spots;
        public final boolean cancelled;

        public Trip(long id, String place, long startsAt, String organizer, String leader, int spots,
                boolean cancelled) {
            this.id = id;
            this.place = place;
            this.startsAt = startsAt;
            this.organizer = organizer;
            this.leader = leader;
            this.spots = spots;
            this.cancelled = cancelled;
        }

        public Trip asCancelled() {
            return new Trip(id, place, startsAt, organizer, leader, spots, true);
        }

        public JSONObject toJson(boolean joined) throws JSONException {
            return new JSONObject()
                    .put("trip_id", id)
                    .put("place", place)
                    .put("starts_at_ms", startsAt)
                    .put("leader", leader == null ? "" : leader)
                    .put("spots", spots)
                    .put("joined", joined);
        }
    }

    public TripRepo(SQLiteOpenHelper helper) {
        super(helper, "trips", "id", "starts_at ASC");
    }

    /** Trips not yet started and not cancelled. */
    public List<Trip> upcoming(long now) {
        return findWhere("starts_at > ? AND cancelled = 0", Long.toString(now));
    }

    /** Upcoming trips whose place mentions {@code text}. */
    public List<Trip> byPlace(String text, long now) {
        return findWhere("place LIKE ? AND starts_at > ? AND cancelled = 0", "%" + text + "%", Long.toString(now));
    }

    @Override
    protected Trip fromRow(Cursor row) {
        return new Trip(row.getLong(row.getColumnIndexOrThrow("id")), row.getString(row.getColumnIndexOrThrow("place")),
                row.getLong(row.getColumnIndexOrThrow("starts_at")),
                row.getString(row.getColumnIndexOrThrow("organizer")),
                row.getString(row.getColumnIndexOrThrow("leader")), row.getInt(row.getColumnIndexOrThrow("spots")),
                row.getInt(row.getColumnIndexOrThrow("cancelled")) != 0);
    }

    @Override
    protected ContentValues toRow(Trip t) {
        ContentValues v = new ContentValues();
        v.put("id", t.id);
        v.put("place", t.place);
        v.put("starts_at", t.startsAt);
        v.put("organizer", t.organizer);
        v.put("leader", t.leader);
        v.put("spots", t.spots);
        v.put("cancelled", t.cancelled ? 1 : 0);
        return v;
    }

    @Override
    protected Long idOf(Trip t, long rowId) {
        return t.id;
    }
}
