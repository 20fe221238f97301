package com.plotshare.shed;

import org.json.JSONException;

/** archive_plot's arguments. */
class ArchiveRequest extends ToolRequest {
    final String plotId;
    final boolean confirmed;

    ArchiveRequest(ToolRequest base) throws JSONException {
        super(base);
        this.plotId = args.getString("plot_id");
        this.confirmed = args.optBoolean("confirmed");
    }
}
