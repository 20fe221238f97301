package com.plotshare.shed;

import android.os.Bundle;
import com.plotshare.core.Replies;
import org.json.JSONException;
import org.json.JSONObject;

/** The parts of an execute_tool request every shed tool reads. */
class ToolRequest {
    final JSONObject args;
    final int uid;
    final String resume;

    ToolRequest(Bundle req, int uid) throws JSONException {
        this.args = Replies.args(req);
        this.uid = uid;
        this.resume = req.getString("resume_token");
    }

    ToolRequest(ToolRequest base) {
        this.args = base.args;
        this.uid = base.uid;
        this.resume = base.resume;
    }
}
