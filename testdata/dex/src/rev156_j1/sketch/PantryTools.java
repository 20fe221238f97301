package com.brightfold.pantry.pantry;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.ParcelFileDescriptor;
import com.brightfold.pantry.cetp.Call;
import com.brightfold.pantry.cetp.Outcome;
import com.brightfold.pantry.cetp.Replies;
import com.brightfold.pantry.cetp.Tool;
import com.brightfold.pantry.data.PantryDb;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The pantry provider's tool table. */
public final class PantryTools {
    static final String NAME_IN = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80}},"
            + "\"required\":[\"name\"],\"additionalProperties\":false}";
    static final String EMPTY_IN = "{\"type\":\"object\",\"additionalProperties\":false}";
    static final String ADD_IN = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80},"
            + "\"quantity\":{\"type\":\"integer\",\"minimum\":1},\"unit\":{\"type\":\"string\"},"
            + "\"expires_on\":{\"type\":\"string\",\"format\":\"date\"}},\"required\":[\"name\",\"quantity\"],"
            + "\"additionalProperties\":false}";
    static final String CLEAR_IN = "{\"type\":\"object\",\"properties\":{\"confirmed\":{\"type\":\"boolean\"}},"
            + "\"additionalProperties\":false}";
    static final String ITEM_OUT = "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"},"
            + "\"quantity\":{\"type\":\"integer\"}},\"required\":[\"name\",\"quantity\"]}";
    static final String ITEMS_OUT = "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},"
            + "\"required\":[\"items\"]}";
    static final String COUNT_OUT = "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},"
            + "\"required\":[\"removed\"]}";
    static final String FILE_OUT = "{\"type\":\"string\",\"contentMediaType\":\"application/json\"}";

    private final PantryDb db;
    private final File exports;
    private final Function<File, ParcelFileDescriptor> handOut = file -> {
        try {
            return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
        } catch (FileNotFoundException e) {
            throw new UncheckedIOException(e);
        }
    };

    public PantryTools(Context context, PantryDb db) {
        this.db = db;
        this.exports = new File(context.getFilesDir(), "exports");
    }

    public List<Tool> all() {
        Function<Call, JSONObject> lookup = this::lookup;
        return Arrays.asList(
                Tool.read("list_items", "List everything in the pantry with quantities", "pantry.read",
                        EMPTY_IN, ITEMS_OUT, this::listItems),
                Tool.read("find_item", "Look up one pantry item by name", "pantry.read", NAME_IN, ITEM_OUT,
                        lookup.andThen(this::restockIfLow).andThen(Outcome::inline)),
                Tool.readFile("export_pantry", "Export the pantry as a JSON file", "pantry.read", EMPTY_IN,
                        FILE_OUT, this::exportPantry),
                Tool.write("add_item", "Add an item to the pantry", "create", "low", false, "never",
                        "pantry.write", ADD_IN, ITEM_OUT, Tool.NEVER, this::addItem),
                Tool.write("clear_expired", "Remove every item past its expiry date", "delete", "moderate", true,
                        "always", "pantry.write", CLEAR_IN, COUNT_OUT,
                        Tool.ALWAYS.and(call -> !call.args().optBoolean("confirmed", false)), this::clearExpired));
    }

    private static JSONObject item(Cursor c) {
        try {
            return new JSONObject().put("name", c.getString(0)).put("quantity", c.getInt(1))
                    .put("unit", c.getString(2)).put("low_mark", c.getInt(3)).put("expires_on", c.getString(4));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private Cursor items(String selection, String[] args) {
        return db.getReadableDatabase().query("items",
                new String[] {"name", "quantity", "unit", "low_mark", "expires_on"},
                selection, args, null, null, "name", null);
    }

    private Outcome listItems(Call call) {
        try {
            return Outcome.inline(new JSONObject().put("items", new JSONArray(db.rows(items(null, null), PantryTools::item))));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private JSONObject lookup(Call call) {
        String name = call.args().optString("name", "");
        return db.rows(items("name = ?", new String[] {name}), PantryTools::item).stream()
                .findFirst()
                .orElseThrow(() -> new NoSuchElementException("no pantry item named " + name));
    }

    /** Running low: put the item on the Restock list so the next shop covers it. */
    private JSONObject restockIfLow(JSONObject item) {
        if (item.optInt("quantity") > item.optInt("low_mark")) {
            return item;
        }
        ContentValues row = new ContentValues();
        row.put("list_name", "Restock");
        row.put("item_name", item.optString("name"));
        row.put("quantity", Integer.valueOf(Math.max(1, item.optInt("low_mark"))));
        db.getWritableDatabase().insert("shopping", null, row);
        try {
            return item.put("on_restock_list", true);
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private Outcome exportPantry(Call call) {
        try {
            byte[] body = new JSONArray(db.rows(items(null, null), PantryTools::item)).toString()
                    .getBytes(StandardCharsets.UTF_8);
            String sha = Replies.hex(MessageDigest.getInstance("SHA-256").digest(body));
            exports.mkdirs();
            File file = new File(exports, "pantry-" + sha.substring(0, 16) + ".json");
            Files.write(file.toPath(), body);
            return Outcome.file(handOut.apply(file), "application/json", body.length, sha);
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("export failed", e);
        }
    }

    private Outcome addItem(Call call) {
        JSONObject args = call.args();
        ContentValues row = new ContentValues();
        row.put("name", args.optString("name"));
        row.put("quantity", Integer.valueOf(args.optInt("quantity", 1)));
        row.put("unit", args.optString("unit", "pcs"));
        row.put("expires_on", args.optString("expires_on", null));
        row.put("added_by_uid", Integer.valueOf(call.caller().uid()));
        db.getWritableDatabase().insertWithOnConflict("items", null, row, SQLiteDatabase.CONFLICT_REPLACE);
        try {
            return Outcome.inline(new JSONObject().put("name", args.optString("name"))
                    .put("quantity", args.optInt("quantity", 1)));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private Outcome clearExpired(Call call) {
        int removed = db.getWritableDatabase().delete("items", "expires_on IS NOT NULL AND expires_on < ?",
                new String[] {LocalDate.now().toString()});
        try {
            return Outcome.inline(new JSONObject().put("removed", removed));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }
}
