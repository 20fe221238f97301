package com.lunchline.bus;

import org.json.JSONObject;

/** One command of LunchLine's in-app bus: the parsed params and the caller UID the envelope carried. */
public interface Command {
    String run(JSONObject params, int caller) throws Exception;
}
