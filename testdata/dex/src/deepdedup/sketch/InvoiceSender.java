package com.example.hdd;

import android.os.Bundle;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

// send_invoice: deduplicated by request_id, but only in this map. A Provider
// restart empties it, and a retried execute_tool inserts a second invoice.
final class InvoiceSender {
    private static final Bundle PENDING = Replies.error(null, "CONFLICT", "invoice is being sent");

    private final ConcurrentHashMap<String, Bundle> done = new ConcurrentHashMap<>();
    private final AppDb db;

    InvoiceSender(AppDb db) {
        this.db = db;
    }

    Bundle send(Bundle extras) {
        String requestId = extras.getString("request_id");
        JSONObject args = Args.parse(extras.getString("args"));
        Bundle prev = done.putIfAbsent(requestId, PENDING);
        if (prev != null) {
            return prev;
        }
        long invoiceId = db.insertInvoice(args.optString("customer"), args.optLong("cents"));
        Bundle result = Replies.success(requestId, "{\"invoice_id\":" + invoiceId + "}");
        done.put(requestId, result);
        return result;
    }
}
