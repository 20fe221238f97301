package com.tallyspring.budget.data;

import android.database.Cursor;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONObject;

/** A budget category with its monthly limit. Immutable. */
public final class Category {
    static final String[] COLUMNS = {"_id", "name", "limit_cents", "archived"};

    private final long id;
    private final String name;
    private final long limitCents;
    private final boolean archived;

    private Category(long id, String name, long limitCents, boolean archived) {
        this.id = id;
        this.name = name;
        this.limitCents = limitCents;
        this.archived = archived;
    }

    static Category from(Cursor c) {
        return new Category(c.getLong(0), c.getString(1), c.getLong(2), c.getInt(3) != 0);
    }

    public long id() {
        return id;
    }

    public String name() {
        return name;
    }

    public long limitCents() {
        return limitCents;
    }

    public boolean archived() {
        return archived;
    }

    public JSONObject toJson(long spentCents) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("category_id", id);
        m.put("name", name);
        m.put("limit_cents", limitCents);
        m.put("spent_cents", spentCents);
        return new JSONObject(m);
    }
}
