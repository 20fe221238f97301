package com.fernhill.stockroom.reports;

import android.database.Cursor;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import org.json.JSONArray;
import org.json.JSONObject;

public final class ListReportsTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("list_reports")
            .title("List reports")
            .description("Lists the reports this app has built and not archived, newest first.")
            .scope("reports.read")
            .output("{\"type\":\"object\",\"properties\":{\"reports\":{\"type\":\"array\"}},\"required\":[\"reports\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        return ctx.args().length() == 0 ? null : "takes no arguments";
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        Cursor c = ctx.db.getReadableDatabase().query("reports", new String[] {"id", "kind", "created_at"},
                "owner_uid = ? AND archived = 0", new String[] {String.valueOf(ctx.uid)}, null, null,
                "created_at DESC");
        JSONArray reports = new JSONArray();
        try {
            while (c.moveToNext()) {
                JSONObject r = new JSONObject();
                r.put("report_id", c.getString(0));
                r.put("kind", c.getString(1));
                r.put("created_at", c.getLong(2));
                reports.put(r);
            }
        } finally {
            c.close();
        }
        return Outcome.ok(new JSONObject().put("reports", reports));
    }
}
