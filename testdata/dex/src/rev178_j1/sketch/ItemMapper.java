package com.larderly.app.mapper;

import android.os.Bundle;
import com.larderly.app.domain.PantryItem;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Pantry items as tool JSON and as Bundles for the review screens. */
public final class ItemMapper {
    private ItemMapper() {
    }

    public static JSONObject toJson(PantryItem item) throws JSONException {
        JSONObject o = new JSONObject();
        o.put("item_id", item.id);
        o.put("name", item.name);
        o.put("category", item.category);
        o.put("quantity", item.quantity);
        o.put("unit", item.unit);
        if (item.bestBefore != null) {
            o.put("best_before", item.bestBefore);
        }
        o.put("opened", item.opened);
        return o;
    }

    public static JSONObject list(List<PantryItem> items) throws JSONException {
        JSONArray array = new JSONArray();
        for (PantryItem item : items) {
            array.put(toJson(item));
        }
        JSONObject out = new JSONObject();
        out.put("items", array);
        out.put("count", items.size());
        return out;
    }

    public static Bundle toBundle(PantryItem item) {
        Bundle b = new Bundle();
        b.putString("item_id", item.id);
        b.putString("name", item.name);
        b.putInt("quantity", item.quantity);
        b.putString("unit", item.unit);
        return b;
    }
}
