package a;

import android.os.Bundle;

import com.quillstone.fieldbook.tools.NotesToolProvider;
import com.quillstone.fieldbook.tools.SitesToolProvider;

import java.util.concurrent.Callable;

import org.json.JSONObject;

/** The mutation bodies handed to runMutation by both providers (two lambda classes merged; a is the class id). */
public final class aa implements Callable<Bundle> {
    private final int a;
    private final Object b;
    private final b c;
    private final JSONObject d;
    private final boolean e;

    public aa(int id, Object provider, b call, JSONObject args, boolean async) {
        this.a = id;
        this.b = provider;
        this.c = call;
        this.d = args;
        this.e = async;
    }

    @Override
    public Bundle call() throws Exception {
        switch (a) {
            case 0:
                return ((NotesToolProvider) b).a(c, d);
            default:
                return ((SitesToolProvider) b).a(c, d, e);
        }
    }
}
