package com.rf;

import android.os.Binder;
import android.os.Bundle;
import java.io.File;
import org.json.JSONObject;

public final class FilesProvider extends Base {
    private Router router;

    @Override
    public boolean onCreate() {
        router = Router.scan(tools());
        return true;
    }

    /** The handler object, made where the provider is set up. */
    Object tools() {
        return new FileTools(new File(getContext().getFilesDir(), "shared"));
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != android.os.Process.myUid() || extras == null) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        try {
            Bundle result = router.run(extras.getString("tool"), new JSONObject(extras.getString("arguments")));
            if (result != null) {
                out.putInt("first_byte", result.getInt("first_byte"));
            }
        } catch (Exception e) {
            out.putString("error_code", "INTERNAL_ERROR");
        }
        return out;
    }
}
