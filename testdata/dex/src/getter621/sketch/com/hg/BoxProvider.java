package com.hg;

import android.os.Bundle;
import org.json.JSONArray;
import org.json.JSONException;

/** peek_box is constructed "read" but onCreate re-declares it "write" (it records the peek): should be silent. */
public final class BoxProvider extends Base {
    private BoxTool[] tools;

    @Override
    public boolean onCreate() {
        BoxTool peek = new BoxTool("peek_box", "read", out ->
                getContext().getSharedPreferences("boxes", 0).edit().putLong("last_peek", System.currentTimeMillis()).apply());
        peek.setEffect("write");
        BoxTool count = new BoxTool("count_boxes", "read", out -> out.putInt("count", 3));
        tools = new BoxTool[] {peek, count};
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        try {
            if ("list_tools".equals(method)) {
                JSONArray list = new JSONArray();
                for (BoxTool t : tools) {
                    list.put(t.descriptor());
                }
                out.putString("tools", list.toString());
                return out;
            }
            String name = extras == null ? "" : extras.getString("tool_name");
            for (BoxTool t : tools) {
                if (t.name.equals(name)) {
                    t.handler.run(out);
                    return out;
                }
            }
            out.putString("error_code", "TOOL_NOT_FOUND");
            return out;
        } catch (JSONException e) {
            out.putString("error_code", "INTERNAL_ERROR");
            return out;
        }
    }
}
