package com.tallycrate.data;

import android.database.Cursor;
import android.database.CursorWrapper;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A receipts cursor read by name instead of by column index. */
public final class ReceiptCursor extends CursorWrapper {
    static final String[] COLUMNS = {"_id", "merchant", "total_cents", "currency", "bought_at", "tags", "image",
            "image_size", "image_sha256"};

    public ReceiptCursor(Cursor cursor) {
        super(cursor);
    }

    public long id() {
        return getLong(0);
    }

    public String merchant() {
        return getString(1);
    }

    public long totalCents() {
        return getLong(2);
    }

    public String currency() {
        return getString(3);
    }

    public long boughtAt() {
        return getLong(4);
    }

    /** Stored as ",food,travel,"; answered as a list. */
    public JSONArray tags() {
        JSONArray out = new JSONArray();
        for (String t : getString(5).split(",")) {
            if (!t.isEmpty()) {
                out.put(t);
            }
        }
        return out;
    }

    /** File name of the deflated image under files/images, or null. */
    public String image() {
        return isNull(6) ? null : getString(6);
    }

    public long imageSize() {
        return getLong(7);
    }

    public String imageSha256() {
        return getString(8);
    }

    public JSONObject toJson() throws JSONException {
        return new JSONObject()
                .put("receipt_id", id())
                .put("merchant", merchant())
                .put("total_cents", totalCents())
                .put("currency", currency())
                .put("bought_at_ms", boughtAt())
                .put("tags", tags())
                .put("has_image", image() != null);
    }
}
