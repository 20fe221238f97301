package com.plotshare.shed;

import org.json.JSONException;

/** remove_plot's arguments. */
class DeleteRequest extends ToolRequest {
    final String plotId;
    final boolean confirmed;

    DeleteRequest(ToolRequest base) throws JSONException {
        super(base);
        this.plotId = args.getString("plot_id");
        this.confirmed = args.optBoolean("confirmed");
    }
}
