package com.fernhill.stockroom.inventory;

import android.content.ContentValues;
import android.content.Context;
import android.net.Uri;
import android.os.Binder;
import com.fernhill.stockroom.core.RequestTree;
import com.fernhill.stockroom.core.StockDb;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Tells observers of the item URIs that a committed change touched them, and keeps a change feed row per item. */
final class StockChangeFeed {
    static final String ITEMS_URI = "content://com.fernhill.stockroom.tools.inventory/items/";

    /** Collects the item ids a request names. */
    static final class ItemIds implements RequestTree.Visitor<List<String>> {
        @Override
        public List<String> visitEnvelope(RequestTree.Envelope envelope) {
            return envelope.call == null ? Collections.<String>emptyList() : envelope.call.accept(this);
        }

        @Override
        public List<String> visitCall(RequestTree.Call call) {
            List<String> ids = new ArrayList<>();
            for (RequestTree.Field field : call.fields) {
                ids.addAll(field.accept(this));
            }
            return ids;
        }

        @Override
        public List<String> visitField(RequestTree.Field field) {
            if ("item_id".equals(field.name) && field.value instanceof String) {
                return Collections.singletonList((String) field.value);
            }
            return Collections.emptyList();
        }
    }

    private final Context context;
    private final StockDb db;

    StockChangeFeed(Context context, StockDb db) {
        this.context = context;
        this.db = db;
    }

    void publish(RequestTree request) {
        List<String> ids = request.envelope.accept(new ItemIds());
        if (ids.isEmpty()) {
            return;
        }
        long identity = Binder.clearCallingIdentity();
        try {
            for (String id : ids) {
                context.getContentResolver().notifyChange(Uri.parse(ITEMS_URI + id), null);
                note(id);
            }
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }

    private void note(String itemId) {
        ContentValues row = new ContentValues();
        row.put("item_id", itemId);
        row.put("changed_by", Integer.valueOf(Binder.getCallingUid()));
        row.put("at", Long.valueOf(System.currentTimeMillis()));
        db.getWritableDatabase().insert("stock_feed", null, row);
    }
}
