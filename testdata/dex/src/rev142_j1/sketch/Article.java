package com.quaywire.data;

import org.json.JSONException;
import org.json.JSONObject;

/** A help-centre article. */
public final class Article {
    public final String slug;
    public final String title;
    public final String state;

    public Article(String slug, String title, String state) {
        this.slug = slug;
        this.title = title;
        this.state = state;
    }

    public static Article fromJson(JSONObject json) throws JSONException {
        return new Article(json.getString("slug"), json.optString("title", ""), json.optString("state", "draft"));
    }

    public JSONObject toJson() throws JSONException {
        JSONObject json = new JSONObject();
        json.put("slug", slug);
        json.put("title", title);
        json.put("state", state);
        return json;
    }
}
