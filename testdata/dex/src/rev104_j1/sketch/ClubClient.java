package com.darkroom.net;

import android.content.Context;
import java.io.IOException;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/** Sends print orders to the club's print server. */
public final class ClubClient {
    static final MediaType JSON = MediaType.parse("application/json");

    private final OkHttpClient http;
    private final String session;

    ClubClient(String token, String session) {
        this.http = new OkHttpClient.Builder().addInterceptor(new AuthInterceptor(token)).build();
        this.session = session;
    }

    public static ClubClient forContext(Context ctx) {
        android.content.SharedPreferences p = ctx.getSharedPreferences("club", 0);
        return new ClubClient(p.getString("member_token", ""), p.getString("club_session", ""));
    }

    public int submit(String jobJson) throws IOException {
        Request req = new Request.Builder()
                .url("https://prints.darkroom.example.org/api/v1/orders")
                .header("X-Club-Session", session)
                .post(RequestBody.create(JSON, jobJson))
                .build();
        Response res = http.newCall(req).execute();
        int code = res.code();
        res.close();
        return code;
    }
}
