package com.tallyspring.budget.data;

import android.database.Cursor;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONObject;

/** A bill as stored in the bills table. Immutable. */
public final class Bill {
    static final String[] COLUMNS = {"_id", "payee", "amount_cents", "due_on", "status"};

    private final long id;
    private final String payee;
    private final long amountCents;
    private final String dueOn;
    private final String status;

    private Bill(long id, String payee, long amountCents, String dueOn, String status) {
        this.id = id;
        this.payee = payee;
        this.amountCents = amountCents;
        this.dueOn = dueOn;
        this.status = status;
    }

    static Bill from(Cursor c) {
        return new Bill(c.getLong(0), c.getString(1), c.getLong(2), c.getString(3), c.getString(4));
    }

    public long id() {
        return id;
    }

    public long amountCents() {
        return amountCents;
    }

    public String dueOn() {
        return dueOn;
    }

    public boolean isDue() {
        return "due".equals(status);
    }

    public boolean hasStatus(String wanted) {
        return "all".equals(wanted) || status.equals(wanted);
    }

    public JSONObject toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("bill_id", id);
        m.put("payee", payee);
        m.put("amount_cents", amountCents);
        m.put("due_on", dueOn);
        m.put("status", status);
        return new JSONObject(m);
    }
}
