package com.fernhill.stockroom.reports;

import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import java.io.File;

public final class DownloadReportTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("download_report")
            .title("Download a report")
            .description("Returns a report document this app built; large reports come back as a file.")
            .scope("reports.read")
            .input("{\"type\":\"object\",\"properties\":{\"report_id\":{\"type\":\"string\",\"pattern\":\"^rp_[0-9a-f]{16}$\"}},"
                    + "\"required\":[\"report_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"kind\":{\"type\":\"string\"},"
                    + "\"generated_at\":{\"type\":\"integer\"},\"items\":{\"type\":\"array\"}},"
                    + "\"required\":[\"kind\",\"generated_at\",\"items\"]}")
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
        File report = ReportShelf.from(ctx).ownedReport(ctx.args().getString("report_id"), ctx.uid);
        if (report == null || !report.isFile()) {
            return Outcome.error("INVALID_ARGS");
        }
        return Outcome.ofFile(report);
    }
}
