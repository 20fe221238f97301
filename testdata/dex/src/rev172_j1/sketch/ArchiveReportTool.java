package com.fernhill.stockroom.reports;

import android.content.ContentValues;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import org.json.JSONObject;

public final class ArchiveReportTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("archive_report")
            .title("Archive a report")
            .description("Hides a report from the list; the file is kept for the shop's records.")
            .effect("update", "low")
            .idempotent()
            .scope("reports.write")
            .input("{\"type\":\"object\",\"properties\":{\"report_id\":{\"type\":\"string\",\"pattern\":\"^rp_[0-9a-f]{16}$\"}},"
                    + "\"required\":[\"report_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"report_id\":{\"type\":\"string\"},"
                    + "\"archived\":{\"type\":\"boolean\"}},\"required\":[\"report_id\",\"archived\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        return ReportShelf.validId(ctx.args().opt("report_id")) ? null : "report_id";
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        String id = ctx.args().getString("report_id");
        ContentValues row = new ContentValues();
        row.put("archived", Integer.valueOf(1));
        int changed = ctx.writable().update("reports", row, "id = ? AND owner_uid = ?",
                new String[] {id, String.valueOf(ctx.uid)});
        if (changed != 1) {
            return Outcome.error("INVALID_ARGS");
        }
        return Outcome.ok(new JSONObject().put("report_id", id).put("archived", true));
    }
}
