package com.kr;

import android.os.Binder;
import android.os.Bundle;
import java.io.FileInputStream;
import java.io.IOException;
import org.json.JSONException;
import org.json.JSONObject;

public final class FilesProvider extends Base {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != android.os.Process.myUid() || extras == null) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        RowStore store = new RowStore(getContext());
        try {
            if ("read_document".equals(extras.getString("tool"))) {
                // near miss: the row is the stored one; only its "id" is the request's
                JSONObject row = store.row(extras.getString("document_id"));
                if (row == null) {
                    out.putString("error_code", "NOT_FOUND");
                    return out;
                }
                try (FileInputStream in = store.openStored(row)) {
                    out.putInt("first_byte", in.read());
                }
            } else {
                // true positive: the draft keeps the agent's file name under "file"
                JSONObject draft = store.draft(extras.getString("document_id"), extras.getString("file_name"));
                try (FileInputStream in = store.openDraft(draft)) {
                    out.putInt("first_byte", in.read());
                }
            }
        } catch (JSONException | IOException e) {
            out.putString("error_code", "INTERNAL_ERROR");
        }
        return out;
    }
}
