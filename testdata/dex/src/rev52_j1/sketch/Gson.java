package com.google.gson;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.json.JSONException;
import org.json.JSONObject;

/** Bundled stand-in for Gson: fromJson fills a POJO's fields by reflection, by field name. */
public final class Gson {
    public Gson() {
    }

    public <T> T fromJson(String json, Class<T> classOfT) throws JsonSyntaxException {
        if (json == null) {
            return null;
        }
        try {
            JSONObject o = new JSONObject(json);
            T target = classOfT.newInstance();
            for (Field f : classOfT.getDeclaredFields()) {
                String name = f.getName();
                if (Modifier.isStatic(f.getModifiers()) || !o.has(name)) {
                    continue;
                }
                f.setAccessible(true);
                Class<?> type = f.getType();
                if (type == boolean.class) {
                    f.setBoolean(target, o.getBoolean(name));
                } else if (type == String.class) {
                    f.set(target, o.getString(name));
                } else {
                    f.set(target, o.get(name));
                }
            }
            return target;
        } catch (JSONException | ReflectiveOperationException e) {
            throw new JsonSyntaxException(e);
        }
    }
}
