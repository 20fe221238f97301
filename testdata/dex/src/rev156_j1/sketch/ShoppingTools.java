package com.brightfold.pantry.shopping;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
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
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The shopping provider's tool table. */
public final class ShoppingTools {
    static final String EMPTY_IN = "{\"type\":\"object\",\"additionalProperties\":false}";
    static final String LIST_IN = "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40}},"
            + "\"required\":[\"list\"],\"additionalProperties\":false}";
    static final String ADD_IN = "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40},"
            + "\"item\":{\"type\":\"string\",\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1}},"
            + "\"required\":[\"list\",\"item\"],\"additionalProperties\":false}";
    static final String ORDER_IN = "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"maxLength\":40},"
            + "\"dry_run\":{\"type\":\"boolean\"}},\"required\":[\"list\"],\"additionalProperties\":false}";
    static final String LISTS_OUT = "{\"type\":\"object\",\"properties\":{\"lists\":{\"type\":\"object\"}},"
            + "\"required\":[\"lists\"]}";
    static final String LIST_OUT = "{\"type\":\"object\",\"properties\":{\"lines\":{\"type\":\"array\"},"
            + "\"total_cents\":{\"type\":\"integer\"}},\"required\":[\"lines\"]}";
    static final String ORDER_OUT = "{\"type\":\"object\",\"properties\":{\"total_cents\":{\"type\":\"integer\"},"
            + "\"placed\":{\"type\":\"boolean\"}},\"required\":[\"total_cents\",\"placed\"]}";
    static final String FILE_OUT = "{\"type\":\"string\",\"contentMediaType\":\"text/csv\"}";

    private final PantryDb db;
    private final File exports;
    /** Lists go out as a checklist the assistant may tick off in place; the app reads the file back on resume. */
    private final Function<File, ParcelFileDescriptor> handOut = file -> {
        try {
            return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE);
        } catch (FileNotFoundException e) {
            throw new UncheckedIOException(e);
        }
    };

    public ShoppingTools(Context context, PantryDb db) {
        this.db = db;
        this.exports = new File(context.getFilesDir(), "lists");
    }

    public List<Tool> all() {
        Function<Call, JSONObject> fetch = this::fetchList;
        return Arrays.asList(
                Tool.read("list_lists", "Name every shopping list with its number of lines", "shopping.read",
                        EMPTY_IN, LISTS_OUT, this::listLists),
                Tool.read("get_list", "Read one shopping list with its estimated total", "shopping.read",
                        LIST_IN, LIST_OUT, fetch.andThen(ShoppingTools::withTotal).andThen(Outcome::inline)),
                Tool.readFile("export_list", "Export one shopping list as a CSV checklist", "shopping.read",
                        LIST_IN, FILE_OUT, this::exportList),
                Tool.write("add_to_list", "Add a line to a shopping list", "create", "low", false, "never",
                        "shopping.write", ADD_IN, LIST_OUT, Tool.NEVER, this::addToList),
                Tool.write("place_order", "Order a shopping list from the linked grocery account", "transaction",
                        "high", false, "always", "shopping.order", ORDER_IN, ORDER_OUT,
                        Tool.ALWAYS.and(call -> !call.args().optBoolean("dry_run", false)), this::placeOrder));
    }

    private static JSONObject line(Cursor c) {
        try {
            return new JSONObject().put("item", c.getString(0)).put("quantity", c.getInt(1))
                    .put("price_cents", c.getLong(2));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<JSONObject> lines(String list) {
        return db.rows(db.getReadableDatabase().query("shopping", new String[] {"item_name", "quantity", "price_cents"},
                "list_name = ?", new String[] {list}, null, null, "id", null), ShoppingTools::line);
    }

    private Outcome listLists(Call call) {
        Cursor c = db.getReadableDatabase().query("shopping", new String[] {"list_name"}, null, null, null, null,
                null, null);
        Map<String, Long> counts = db.rows(c, row -> row.getString(0)).stream()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        try {
            return Outcome.inline(new JSONObject().put("lists", new JSONObject(counts)));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private JSONObject fetchList(Call call) {
        String list = call.args().optString("list", "");
        try {
            return new JSONObject().put("list", list).put("lines", new JSONArray(lines(list)));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Adds the estimated total of the lines; the list itself is left as it is. */
    private static JSONObject withTotal(JSONObject list) {
        JSONArray lines = list.optJSONArray("lines");
        long total = 0L;
        for (int i = 0; lines != null && i < lines.length(); i++) {
            JSONObject line = lines.optJSONObject(i);
            total += line.optLong("price_cents") * line.optInt("quantity", 1);
        }
        try {
            return list.put("total_cents", total);
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private Outcome exportList(Call call) {
        String list = call.args().optString("list", "");
        String csv = "item,quantity,done\n" + lines(list).stream()
                .map(l -> l.optString("item").replace(",", " ") + "," + l.optInt("quantity") + ",")
                .collect(Collectors.joining("\n"));
        try {
            byte[] body = csv.getBytes(StandardCharsets.UTF_8);
            String sha = Replies.hex(MessageDigest.getInstance("SHA-256").digest(body));
            exports.mkdirs();
            File file = new File(exports, "list-" + sha.substring(0, 16) + ".csv");
            Files.write(file.toPath(), body);
            return Outcome.file(handOut.apply(file), "text/csv", body.length, sha);
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("export failed", e);
        }
    }

    private Outcome addToList(Call call) {
        JSONObject args = call.args();
        ContentValues row = new ContentValues();
        row.put("list_name", args.optString("list"));
        row.put("item_name", args.optString("item"));
        row.put("quantity", Integer.valueOf(args.optInt("quantity", 1)));
        row.put("added_by_uid", Integer.valueOf(call.caller().uid()));
        db.getWritableDatabase().insert("shopping", null, row);
        return Outcome.inline(withTotal(fetchList(call)));
    }

    private Outcome placeOrder(Call call) {
        String list = call.args().optString("list", "");
        long total = withTotal(fetchList(call)).optLong("total_cents");
        boolean dryRun = call.args().optBoolean("dry_run", false);
        if (!dryRun) {
            SQLiteDatabase w = db.getWritableDatabase();
            ContentValues order = new ContentValues();
            order.put("list_name", list);
            order.put("total_cents", Long.valueOf(total));
            order.put("owner_uid", Integer.valueOf(Binder.getCallingUid()));
            order.put("placed_at", Long.valueOf(System.currentTimeMillis()));
            w.beginTransaction();
            try {
                w.insert("orders", null, order);
                w.delete("shopping", "list_name = ?", new String[] {list});
                w.setTransactionSuccessful();
            } finally {
                w.endTransaction();
            }
        }
        try {
            return Outcome.inline(new JSONObject().put("total_cents", total).put("placed", !dryRun));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }
}
