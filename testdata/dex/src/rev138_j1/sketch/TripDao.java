package com.trailmark.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import com.trailmark.io.Copy;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** Trips with their recorded track files, their photos, and the exports made of them. */
public final class TripDao {
    private static final String[] TRIP_COLUMNS =
            {"_id", "name", "started_at", "distance_m", "track_file", "track_size", "track_sha256"};

    public static final class Trip {
        public final long id;
        public final String name;
        public final long startedAt;
        public final double distanceM;
        public final String trackFile;
        public final long trackSize;
        public final String trackSha256;

        Trip(Cursor c) {
            id = c.getLong(0);
            name = c.getString(1);
            startedAt = c.getLong(2);
            distanceM = c.getDouble(3);
            trackFile = c.getString(4);
            trackSize = c.getLong(5);
            trackSha256 = c.getString(6);
        }

        /** The trip.json of an archive: what a re-import needs besides the files. */
        public JSONObject toJson() throws JSONException {
            return new JSONObject()
                    .put("name", name)
                    .put("started_at", startedAt)
                    .put("distance_m", distanceM);
        }
    }

    public static final class Photo {
        public final long id;
        public final String file;

        Photo(long id, String file) {
            this.id = id;
            this.file = file;
        }
    }

    private final SQLiteDatabase db;

    public TripDao(SQLiteDatabase db) {
        this.db = db;
    }

    public Trip trip(long id) {
        try (Cursor c = db.query("trips", TRIP_COLUMNS, "_id = ?", new String[] {Long.toString(id)}, null, null,
                null)) {
            return c.moveToFirst() ? new Trip(c) : null;
        }
    }

    public List<Trip> all() {
        List<Trip> trips = new ArrayList<>();
        try (Cursor c = db.query("trips", TRIP_COLUMNS, null, null, null, null, "started_at")) {
            while (c.moveToNext()) {
                trips.add(new Trip(c));
            }
        }
        return trips;
    }

    public List<Photo> photos(long tripId) {
        List<Photo> photos = new ArrayList<>();
        try (Cursor c = db.query("photos", new String[] {"_id", "file"}, "trip_id = ?",
                new String[] {Long.toString(tripId)}, null, null, "taken_at")) {
            while (c.moveToNext()) {
                photos.add(new Photo(c.getLong(0), c.getString(1)));
            }
        }
        return photos;
    }

    /** A new trip from an archive's trip.json and its stored track file. */
    public long insertTrip(JSONObject meta, String trackFile, Copy.Sum track) throws JSONException {
        try (SQLiteStatement st = db.compileStatement("INSERT INTO trips (name, started_at, distance_m,"
                + " track_file, track_size, track_sha256) VALUES (?, ?, ?, ?, ?, ?)")) {
            st.bindString(1, meta.getString("name"));
            st.bindLong(2, meta.getLong("started_at"));
            st.bindDouble(3, meta.getDouble("distance_m"));
            st.bindString(4, trackFile);
            st.bindLong(5, track.size);
            st.bindString(6, track.sha256);
            return st.executeInsert();
        }
    }

    public void insertPhoto(long tripId, String file) {
        try (SQLiteStatement st = db.compileStatement(
                "INSERT INTO photos (trip_id, file, taken_at) VALUES (?, ?, ?)")) {
            st.bindLong(1, tripId);
            st.bindString(2, file);
            st.bindLong(3, System.currentTimeMillis());
            st.executeInsert();
        }
    }

    /** Deletes a trip with its waypoints, photos and exports; returns the names of the files it owned. */
    public List<String> deleteTrip(Trip trip) {
        List<String> files = new ArrayList<>();
        files.add("tracks/" + trip.trackFile);
        for (Photo p : photos(trip.id)) {
            files.add("photos/" + p.file);
        }
        String[] arg = {Long.toString(trip.id)};
        db.beginTransaction();
        try {
            db.delete("photos", "trip_id = ?", arg);
            db.delete("waypoints", "trip_id = ?", arg);
            db.delete("exports", "trip_id = ?", arg);
            db.delete("trips", "_id = ?", arg);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        return files;
    }

    /** Empties every trip table (a restore replaces them); returns the names of the files they owned. */
    public List<String> deleteAll() {
        List<String> files = new ArrayList<>();
        db.beginTransaction();
        try {
            for (Trip t : all()) {
                files.add("tracks/" + t.trackFile);
                for (Photo p : photos(t.id)) {
                    files.add("photos/" + p.file);
                }
            }
            db.delete("photos", null, null);
            db.delete("waypoints", null, null);
            db.delete("exports", null, null);
            db.delete("trips", null, null);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        return files;
    }

    /** Records an export file of a trip; its id names content://com.trailmark.trips/exports/<id>. */
    public long addExport(long tripId, String file) {
        try (SQLiteStatement st = db.compileStatement(
                "INSERT INTO exports (trip_id, file, created_at) VALUES (?, ?, ?)")) {
            st.bindLong(1, tripId);
            st.bindString(2, file);
            st.bindLong(3, System.currentTimeMillis());
            return st.executeInsert();
        }
    }

    /** The stored file name of an export, or null. */
    public String exportFile(long id) {
        try (Cursor c = db.query("exports", new String[] {"file"}, "_id = ?", new String[] {Long.toString(id)},
                null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }
}
