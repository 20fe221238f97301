package com.verdant.garden.beds;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.verdant.garden.data.GardenDatabase;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.json.JSONException;
import org.json.JSONObject;

/** Beds and plantings in SQLite. */
public final class BedRepository {
    private static final String PLANTING_COLUMNS =
            "id, bed_id, crop, variety, sown_on, expected_harvest, harvested_g";
    /** The orderings find_plantings offers, by the sort key its schema lists. */
    private static final Map<String, String> SORT_ORDERS;

    static {
        Map<String, String> orders = new HashMap<>();
        orders.put("sown_on", "sown_on DESC");
        orders.put("crop", "crop COLLATE NOCASE, sown_on DESC");
        orders.put("expected_harvest", "expected_harvest");
        SORT_ORDERS = Collections.unmodifiableMap(orders);
    }

    private final GardenDatabase helper;
    private final Function<Cursor, Planting> plantingRow = BedRepository::planting;

    public BedRepository(GardenDatabase helper) {
        this.helper = helper;
    }

    public List<Bed> listBeds() {
        List<Bed> out = new ArrayList<>();
        try (Cursor c = helper.getReadableDatabase().query("beds", new String[] {"id", "name", "area_m2"},
                null, null, null, null, "name")) {
            while (c.moveToNext()) {
                out.add(new Bed(c.getString(0), c.getString(1), c.getInt(2)));
            }
        }
        return out;
    }

    public Optional<Bed> bed(String id) {
        try (Cursor c = helper.getReadableDatabase().query("beds", new String[] {"id", "name", "area_m2"},
                "id = ?", new String[] {id}, null, null, null)) {
            return c.moveToFirst() ? Optional.of(new Bed(c.getString(0), c.getString(1), c.getInt(2)))
                    : Optional.empty();
        }
    }

    public List<Planting> allPlantings() {
        return read(helper.getReadableDatabase().rawQuery("SELECT " + PLANTING_COLUMNS + " FROM plantings", null));
    }

    /** One bed's plantings in the requested order; an unknown sort key falls back to newest first. */
    public List<Planting> plantings(String bedId, String sortKey) {
        String orderBy = Optional.ofNullable(sortKey)
                .map(key -> key.toLowerCase(Locale.ROOT))
                .filter(SORT_ORDERS::containsKey)
                .map(SORT_ORDERS::get)
                .orElse("sown_on DESC");
        String sql = "SELECT " + PLANTING_COLUMNS + " FROM plantings WHERE bed_id = ? ORDER BY " + orderBy;
        return read(helper.getReadableDatabase().rawQuery(sql, new String[] {bedId}));
    }

    private List<Planting> read(Cursor cursor) {
        List<Planting> out = new ArrayList<>();
        try (Cursor c = cursor) {
            while (c.moveToNext()) {
                out.add(plantingRow.apply(c));
            }
        }
        return out;
    }

    private static Planting planting(Cursor c) {
        return Planting.builder().id(c.getString(0)).bedId(c.getString(1)).crop(c.getString(2))
                .variety(c.getString(3)).sownOn(c.getString(4)).expectedHarvest(c.getString(5))
                .harvestedGrams(c.getInt(6)).build();
    }

    public void insert(Planting p) {
        ContentValues row = new ContentValues();
        row.put("id", p.id());
        row.put("bed_id", p.bedId());
        row.put("crop", p.crop());
        row.put("variety", p.variety());
        row.put("sown_on", p.sownOn());
        row.put("expected_harvest", p.expectedHarvest());
        helper.getWritableDatabase().insertOrThrow("plantings", null, row);
    }

    /** Adds to a planting's harvest total; false when there is no such planting. */
    public boolean addHarvest(String plantingId, int grams) {
        SQLiteDatabase db = helper.getWritableDatabase();
        if (!exists(db, plantingId)) {
            return false;
        }
        db.execSQL("UPDATE plantings SET harvested_g = harvested_g + ? WHERE id = ?",
                new Object[] {grams, plantingId});
        return true;
    }

    private static boolean exists(SQLiteDatabase db, String plantingId) {
        try (Cursor c = db.query("plantings", new String[] {"id"}, "id = ?", new String[] {plantingId},
                null, null, null)) {
            return c.moveToFirst();
        }
    }

    public int removeBed(String bedId) {
        SQLiteDatabase db = helper.getWritableDatabase();
        int plantings = db.delete("plantings", "bed_id = ?", new String[] {bedId});
        db.delete("beds", "id = ?", new String[] {bedId});
        return plantings;
    }

    /** A bed; immutable. */
    public static final class Bed {
        private final String id;
        private final String name;
        private final int areaM2;

        Bed(String id, String name, int areaM2) {
            this.id = id;
            this.name = name;
            this.areaM2 = areaM2;
        }

        public String id() {
            return id;
        }

        public String name() {
            return name;
        }

        public JSONObject toJson(long plantings) {
            try {
                return new JSONObject().put("bed_id", id).put("name", name).put("area_m2", areaM2)
                        .put("plantings", plantings);
            } catch (JSONException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
