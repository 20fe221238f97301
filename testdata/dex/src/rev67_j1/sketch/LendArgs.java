package com.lendshed.core;

import org.json.JSONException;
import org.json.JSONObject;

/** The arguments every LendShed tool takes; `borrower` is the neighbour's display name. */
public record LendArgs(String itemId, boolean confirmed, String borrower) {
    public static LendArgs parse(JSONObject o) throws JSONException {
        return new LendArgs(o.getString("item_id"), o.optBoolean("confirmed"), o.optString("borrower"));
    }
}
