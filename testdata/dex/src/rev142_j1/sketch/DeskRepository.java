package com.quaywire.data;

import com.quaywire.net.HttpClient;
import com.quaywire.net.HttpRequest;
import com.quaywire.net.HttpResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Reads through a small in-memory cache, falling back to the offline copies on disk when the API is away. */
public final class DeskRepository {
    private static final int MEMORY_ENTRIES = 64;

    private final HttpClient client;
    public final DiskCache disk;
    private final Map<String, String> memory = new LinkedHashMap<>();

    public DeskRepository(HttpClient client, DiskCache disk) {
        this.client = client;
        this.disk = disk;
    }

    private synchronized String remembered(String key) {
        return memory.get(key);
    }

    private synchronized void remember(String key, String body) {
        if (memory.size() >= MEMORY_ENTRIES) {
            memory.remove(memory.keySet().iterator().next());
        }
        memory.put(key, body);
    }

    private String fetch(String path, long timeoutMs) throws IOException {
        String body = remembered(path);
        if (body == null) {
            HttpResponse response = client.execute(HttpRequest.get(path).timeout(timeoutMs));
            body = response.body;
            remember(path, body);
        }
        return body;
    }

    private static String enc(String value) throws IOException {
        return URLEncoder.encode(value, "UTF-8");
    }

    public Page<Ticket> tickets(String queue, String cursor, long timeoutMs) throws IOException, JSONException {
        String path = "/v3/queues/" + enc(queue) + "/tickets?limit=25" + (cursor == null ? "" : "&cursor=" + enc(cursor));
        JSONObject page = new JSONObject(fetch(path, timeoutMs));
        JSONArray rows = page.getJSONArray("tickets");
        List<Ticket> items = new ArrayList<>();
        for (int i = 0; i < rows.length(); i++) {
            items.add(Ticket.fromJson(rows.getJSONObject(i)));
        }
        return new Page<>(items, page.optString("next_cursor", null));
    }

    /** A ticket by its reference (QW-digits, checked by the caller); the offline copy when the API is away. */
    public Ticket ticket(String ref, long timeoutMs) throws IOException, JSONException {
        try {
            return Ticket.fromJson(new JSONObject(fetch("/v3/tickets/" + ref, timeoutMs)));
        } catch (IOException e) {
            String copy = disk.get(ref);
            if (copy == null) {
                throw e;
            }
            return Ticket.fromJson(new JSONObject(copy));
        }
    }

    public Page<Article> articles(String query, String cursor, long timeoutMs) throws IOException, JSONException {
        String path = "/v3/articles?q=" + enc(query) + (cursor == null ? "" : "&cursor=" + enc(cursor));
        JSONObject page = new JSONObject(fetch(path, timeoutMs));
        JSONArray rows = page.getJSONArray("articles");
        List<Article> items = new ArrayList<>();
        for (int i = 0; i < rows.length(); i++) {
            items.add(Article.fromJson(rows.getJSONObject(i)));
        }
        return new Page<>(items, page.optString("next_cursor", null));
    }
}
