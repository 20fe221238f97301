package com.squareup.moshi;

import java.io.IOException;
import okio.Buffer;

public abstract class JsonAdapter<T> {
    public abstract T fromJson(JsonReader reader) throws IOException;

    public final T fromJson(String string) throws IOException {
        JsonReader reader = JsonReader.of(new Buffer().writeUtf8(string));
        T result = fromJson(reader);
        if (reader.peek() != JsonReader.Token.END_DOCUMENT) {
            throw new JsonDataException("JSON document was not fully consumed.");
        }
        return result;
    }

    public abstract void toJson(JsonWriter writer, T value) throws IOException;
}
