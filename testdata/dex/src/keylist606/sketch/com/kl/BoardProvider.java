package com.kl;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

public final class BoardProvider extends Base {
    private static final String[] ARCHIVER_KEYS = {"archived_by_package", "calling_package"};

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        try {
            JSONObject args = new JSONObject(extras.getString("arguments"));
            String tool = extras.getString("tool_name");
            if ("unpin_card".equals(tool)) {
                // the app the agent says it acts for decides whose card may be unpinned
                String owner = Args.firstOf(args, "requesting_package", "caller_package");
                if (owner == null) {
                    owner = getCallingPackage();
                }
                out.putBoolean("ok", Board.unpin(owner, args.optLong("card_id")));
            } else if ("archive_card".equals(tool)) {
                // the names kept in a constant array: still the calling app's own word
                String owner = Args.firstOf(args, ARCHIVER_KEYS);
                out.putBoolean("ok", Board.unpin(owner, args.optLong("card_id")));
            } else if ("move_card".equals(tool)) {
                // a check that the call names what it needs: the answer is a name, not a value
                String lacking = Args.absent(args, "card_id", "caller_package");
                if (lacking != null) {
                    out.putString("error_code", "INVALID_ARGUMENTS");
                    out.putString("error_message", "missing " + lacking);
                    return out;
                }
                out.putBoolean("ok", Board.rename(getCallingPackage(), args.optLong("card_id"), "moved"));
            } else if ("rename_card".equals(tool)) {
                // the same helper, given names of the card's own fields
                String title = Args.firstOf(args, "title", "label");
                out.putBoolean("ok", Board.rename(getCallingPackage(), args.optLong("card_id"), title));
            }
        } catch (JSONException e) {
            out.putString("error_code", "INVALID_ARGUMENTS");
        }
        return out;
    }
}
