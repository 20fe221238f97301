package com.fieldnote.birding.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteOpenHelper;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** The field log: one row per sighting, newest first. */
public final class SightingRepo extends SqlRepo<SightingRepo.Sighting, Long> {
    public static final class Sighting {
        public final long id;
        public final String species;
        public final int count;
        public final String place;
        public final long seenAt;
        public final String notes;
        public final String recordedBy;
        public final boolean shared;

        public Sighting(long id, String species, int count, String place, long seenAt, String notes,
                String recordedBy, boolean shared) {
            this.id = id;
            this.species = species;
            this.count = count;
            this.place = place;
            this.seenAt = seenAt;
            this.notes = notes;
            this.recordedBy = recordedBy;
            this.shared = shared;
        }

        /** The same sighting, published to the club feed. */
        public Sighting asShared() {
            return new Sighting(id, species, count, place, seenAt, notes, recordedBy, true);
        }

        public JSONObject toJson() throws JSONException {
            return new JSONObject()
                    .put("sighting_id", id)
                    .put("species", species)
                    .put("count", count)
                    .put("place", place == null ? "" : place)
                    .put("seen_at_ms", seenAt)
                    .put("notes", notes == null ? "" : notes)
                    .put("shared", shared);
        }
    }

    public SightingRepo(SQLiteOpenHelper helper) {
        super(helper, "sightings", "id", "seen_at DESC");
    }

    /** The whole log, newest first. */
    public List<Sighting> recent() {
        return findWhere(null);
    }

    /** Sightings of one species (its common name as logged), newest first. */
    public List<Sighting> bySpecies(String species) {
        return findWhere("species = ? COLLATE NOCASE", species);
    }

    /** Sightings whose species or notes mention {@code text}. */
    public List<Sighting> search(String text) {
        return findWhere("species LIKE '%" + text + "%' OR notes LIKE '%" + text + "%'");
    }

    @Override
    protected Sighting fromRow(Cursor row) {
        return new Sighting(row.getLong(row.getColumnIndexOrThrow("id")),
                row.getString(row.getColumnIndexOrThrow("species")), row.getInt(row.getColumnIndexOrThrow("count")),
                row.getString(row.getColumnIndexOrThrow("place")), row.getLong(row.getColumnIndexOrThrow("seen_at")),
                row.getString(row.getColumnIndexOrThrow("notes")),
                row.getString(row.getColumnIndexOrThrow("recorded_by")),
                row.getInt(row.getColumnIndexOrThrow("shared")) != 0);
    }

    @Override
    protected ContentValues toRow(Sighting s) {
        ContentValues v = new ContentValues();
        if (s.id > 0) {
            v.put("id", s.id);
        }
        v.put("species", s.species);
        v.put("count", s.count);
        v.put("place", s.place);
        v.put("seen_at", s.seenAt);
        v.put("notes", s.notes);
        v.put("recorded_by", s.recordedBy);
        v.put("shared", s.shared ? 1 : 0);
        return v;
    }

    @Override
    protected Long idOf(Sighting s, long rowId) {
        return s.id > 0 ? s.id : rowId;
    }
}
