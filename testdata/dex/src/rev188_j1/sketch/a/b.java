package a;

import android.os.Bundle;

import java.nio.charset.StandardCharsets;

/** One v2 request (the §4.1 envelope) read from call()'s extras. */
public final class b {
    public final int a;
    public final String b;
    public final int c;
    public final String d;
    public final String e;
    public final long f;
    public final String g;
    public final String h;
    public final String i;
    public final Bundle j;

    public b(int uid, String method, Bundle extras) {
        this.a = uid;
        this.b = method;
        this.j = extras == null ? new Bundle() : extras;
        this.c = this.j.getInt("protocol_version", 0);
        this.d = this.j.getString("request_id");
        this.e = this.j.getString("session_token");
        this.f = this.j.getLong("deadline_at_ms", 0L);
        this.g = this.j.getString("tool_name");
        this.h = this.j.getString("args", "{}");
        this.i = this.j.getString("resume_token");
    }

    /** protocol_version 2, a UUID request_id, a session token and a deadline. */
    public boolean a() {
        return c == 2 && d != null
                && d.matches("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
                && e != null && !e.isEmpty() && f > 0L;
    }

    /** The deadline has passed. */
    public boolean b() {
        return f <= System.currentTimeMillis();
    }

    /** The args text is over the negotiated max_request_bytes. */
    public boolean c() {
        return h.getBytes(StandardCharsets.UTF_8).length > 65536;
    }
}
