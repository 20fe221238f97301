package com.plotshare.shed;

import android.os.Bundle;
import com.plotshare.core.Replies;
import org.json.JSONException;

/** A shed tool: parses its own request type, then runs it. */
abstract class Tool<R extends ToolRequest> {
    abstract R parse(ToolRequest base) throws JSONException;

    abstract Bundle run(R req);

    final Bundle call(Bundle req, int uid) {
        try {
            R parsed = parse(new ToolRequest(req, uid));
            return run(parsed);
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGUMENT", "arguments do not match the tool schema");
        }
    }
}
