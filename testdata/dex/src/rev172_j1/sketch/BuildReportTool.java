package com.fernhill.stockroom.reports;

import android.content.ContentValues;
import android.database.Cursor;
import android.os.Binder;
import com.fernhill.stockroom.core.Tokens;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import java.io.File;
import java.nio.charset.StandardCharsets;
import org.json.JSONArray;
import org.json.JSONObject;

public final class BuildReportTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("build_report")
            .title("Build a stock report")
            .description("Builds a stock-levels or low-stock report from the current inventory; may run in the background.")
            .effect("create", "moderate")
            .mayRunAsync()
            .scope("reports.write")
            .input("{\"type\":\"object\",\"properties\":{\"kind\":{\"enum\":[\"stock_levels\",\"low_stock\"]},"
                    + "\"threshold\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100000}},"
                    + "\"required\":[\"kind\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"report_id\":{\"type\":\"string\"},"
                    + "\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"report_id\",\"size_bytes\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        String kind = ctx.args().optString("kind", "");
        int threshold = ctx.args().optInt("threshold", 5);
        if (!kind.equals("stock_levels") && !kind.equals("low_stock")) {
            return "kind";
        }
        return threshold < 0 || threshold > 100000 ? "threshold" : null;
    }

    /** Each app may build a limited number of reports a day. */
    @Override
    protected void before(ToolContext ctx) throws Exception {
        ReportShelf shelf = ReportShelf.from(ctx);
        if (shelf.builtToday(Binder.getCallingUid()) >= ReportShelf.DAILY_LIMIT) {
            throw new ReportShelf.QuotaExceeded();
        }
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        String kind = ctx.args().getString("kind");
        boolean lowOnly = kind.equals("low_stock");
        int threshold = ctx.args().optInt("threshold", 5);
        Cursor c = lowOnly
                ? ctx.db.getReadableDatabase().query("items", new String[] {"id", "name", "quantity"},
                        "quantity <= ?", new String[] {String.valueOf(threshold)}, null, null, "quantity")
                : ctx.db.getReadableDatabase().query("items", new String[] {"id", "name", "quantity"},
                        null, null, null, null, "name");
        JSONArray rows = new JSONArray();
        try {
            while (c.moveToNext()) {
                rows.put(new JSONObject().put("item_id", c.getString(0)).put("name", c.getString(1))
                        .put("quantity", c.getInt(2)));
            }
        } finally {
            c.close();
        }
        long now = System.currentTimeMillis();
        JSONObject report = new JSONObject().put("kind", kind).put("generated_at", now).put("items", rows);
        String reportId = "rp_" + Tokens.random(8);
        File file = ReportShelf.from(ctx).store(reportId, report.toString().getBytes(StandardCharsets.UTF_8));
        ContentValues row = new ContentValues();
        row.put("id", reportId);
        row.put("owner_uid", Integer.valueOf(ctx.uid));
        row.put("kind", kind);
        row.put("file", file.getName());
        row.put("created_at", Long.valueOf(now));
        ctx.writable().insertOrThrow("reports", null, row);
        return Outcome.ok(new JSONObject().put("report_id", reportId).put("size_bytes", file.length()));
    }
}
