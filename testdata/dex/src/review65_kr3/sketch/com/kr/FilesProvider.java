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
        String tool = extras.getString("tool");
        String id = extras.getString("document_id");
        String name = extras.getString("file_name");
        try {
            FileInputStream in;
            long size = extras.getLong("size");
            if ("a".equals(tool)) {
                in = store.openJob(id, new JSONObject(extras.getString("arguments")));
            } else {
                in = store.openAliased(size, name);
            }
            try {
                out.putInt("first_byte", in.read());
            } finally {
                in.close();
            }
        } catch (JSONException | IOException e) {
            out.putString("error_code", "INTERNAL_ERROR");
        }
        return out;
    }
}
