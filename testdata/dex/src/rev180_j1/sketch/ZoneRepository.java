package com.verdant.garden.water;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.verdant.garden.data.GardenDatabase;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.json.JSONException;
import org.json.JSONObject;

/** Zones, schedules and the watering log in SQLite. */
public final class ZoneRepository {
    private static final String ZONE_QUERY = "SELECT z.id, z.name, z.valve, s.start_minute, s.minutes, s.days"
            + " FROM zones z LEFT JOIN schedules s ON s.zone_id = z.id";
    /** Litres per minute of one drip zone. */
    private static final int FLOW_L_PER_MIN = 6;
    private static final long MINUTE_MS = 60_000L;

    private final GardenDatabase helper;
    private final Function<Cursor, Zone> zoneRow = ZoneRepository::zone;

    public ZoneRepository(GardenDatabase helper) {
        this.helper = helper;
    }

    public List<Zone> listZones() {
        List<Zone> out = new ArrayList<>();
        try (Cursor c = helper.getReadableDatabase().rawQuery(ZONE_QUERY + " ORDER BY z.name", null)) {
            while (c.moveToNext()) {
                out.add(zoneRow.apply(c));
            }
        }
        return out;
    }

    public Optional<Zone> zone(String id) {
        try (Cursor c = helper.getReadableDatabase().rawQuery(ZONE_QUERY + " WHERE z.id = ?", new String[] {id})) {
            return c.moveToFirst() ? Optional.of(zoneRow.apply(c)) : Optional.empty();
        }
    }

    private static Zone zone(Cursor c) {
        Zone.Builder b = Zone.builder().id(c.getString(0)).name(c.getString(1)).valve(c.getInt(2));
        if (!c.isNull(5)) {
            b.schedule(c.getInt(3), c.getInt(4), c.getString(5));
        }
        return b.build();
    }

    /** The zone's past waterings, newest first unless another order is asked for. */
    public List<JSONObject> wateringLog(String zoneId, String orderBy, int limit) {
        String sql = "SELECT id, started_at, minutes, litres, source FROM waterings WHERE zone_id = ?"
                + " ORDER BY " + orderBy + " LIMIT " + limit;
        List<JSONObject> out = new ArrayList<>();
        try (Cursor c = helper.getReadableDatabase().rawQuery(sql, new String[] {zoneId})) {
            while (c.moveToNext()) {
                out.add(logEntry(c));
            }
        }
        return out;
    }

    private static JSONObject logEntry(Cursor c) {
        try {
            return new JSONObject().put("watering_id", c.getString(0)).put("started_at_ms", c.getLong(1))
                    .put("minutes", c.getInt(2)).put("litres", c.getInt(3)).put("source", c.getString(4));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    public void saveSchedule(String zoneId, int startMinute, int minutes, String days) {
        SQLiteDatabase db = helper.getWritableDatabase();
        ContentValues row = new ContentValues();
        row.put("start_minute", startMinute);
        row.put("minutes", minutes);
        row.put("days", days);
        int updated = db.update("schedules", row, "zone_id = ?", new String[] {zoneId});
        if (updated == 0) {
            row.put("zone_id", zoneId);
            db.insertOrThrow("schedules", null, row);
        }
    }

    /**
     * Runs a zone for the given minutes (the hub polls the waterings table and drives the valve); stops early when
     * cancellation is requested. Returns the litres delivered, or -1 when cancelled before any water ran.
     */
    public int runZone(String zoneId, int minutes, BooleanSupplier cancelled) {
        int ran = 0;
        while (ran < minutes && !cancelled.getAsBoolean()) {
            try {
                Thread.sleep(MINUTE_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            ran++;
        }
        if (ran == 0) {
            return -1;
        }
        ContentValues row = new ContentValues();
        row.put("id", UUID.randomUUID().toString());
        row.put("zone_id", zoneId);
        row.put("started_at", System.currentTimeMillis());
        row.put("minutes", ran);
        row.put("litres", ran * FLOW_L_PER_MIN);
        row.put("source", "assistant");
        helper.getWritableDatabase().insertOrThrow("waterings", null, row);
        return ran * FLOW_L_PER_MIN;
    }

    public void deleteZone(String zoneId) {
        SQLiteDatabase db = helper.getWritableDatabase();
        db.beginTransaction();
        try {
            String[] args = {zoneId};
            db.delete("schedules", "zone_id = ?", args);
            db.delete("waterings", "zone_id = ?", args);
            db.delete("zones", "id = ?", args);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
    }
}
