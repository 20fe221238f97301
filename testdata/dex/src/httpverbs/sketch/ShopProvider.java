package com.example.hv;

import android.content.ContentProvider;
import android.os.Bundle;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import org.json.JSONObject;

// TestHTTPVerbs: a request flag deciding a call of a Retrofit interface
// method annotated @HTTP(method = "DELETE") (clearCart) or an OkHttp
// request built with method("DELETE", null) (dropOrder) is CETP614; the
// same shapes with a read (@HTTP(method = "GET"), method("GET", null))
// are the near misses. Each tool reads its own flag. The framework's
// abstract methods are left out.
public class ShopProvider extends ContentProvider {
    ShopApi api;
    OkHttpClient client;

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        try {
            JSONObject args = new JSONObject(extras.getString("args"));
            String tool = extras.getString("tool_name");
            if ("clear_cart".equals(tool)) {
                clearCart(args);
            } else if ("view_cart".equals(tool)) {
                viewCart(args);
            } else if ("drop_order".equals(tool)) {
                dropOrder(args);
            } else if ("peek_order".equals(tool)) {
                peekOrder(args);
            }
        } catch (Exception e) {
            return null;
        }
        return new Bundle();
    }

    void clearCart(JSONObject args) throws Exception {
        if (args.optBoolean("confirmed")) {
            api.clearCart(args.optString("id")).execute();
        }
    }

    void viewCart(JSONObject args) throws Exception {
        if (args.optBoolean("confirmed")) {
            api.cart(args.optString("id")).execute();
        }
    }

    void dropOrder(JSONObject args) throws Exception {
        if (args.optBoolean("confirmed")) {
            client.newCall(new Request.Builder().url("https://shop.example/orders").method("DELETE", null).build()).execute();
        }
    }

    void peekOrder(JSONObject args) throws Exception {
        if (args.optBoolean("confirmed")) {
            client.newCall(new Request.Builder().url("https://shop.example/orders").method("GET", null).build()).execute();
        }
    }
}
