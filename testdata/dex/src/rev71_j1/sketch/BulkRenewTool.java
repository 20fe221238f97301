package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import java.util.concurrent.atomic.AtomicInteger;
import org.json.JSONObject;

public class BulkRenewTool implements ToolHandler {
    static final AtomicInteger SEQ = new AtomicInteger();

    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        String op = "op_" + SEQ.incrementAndGet();
        ShelfDb.open(ctx).execSQL("INSERT INTO ops(id, uid) VALUES (?, ?)", new Object[] {op, caller.uid});
        return Replies.accepted(op);
    }
}
