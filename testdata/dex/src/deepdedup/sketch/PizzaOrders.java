package com.example.hdd;

import android.os.Bundle;
import java.util.HashMap;

// order_pizza: a memory map in front of a Room table of executed requests.
final class PizzaOrders {
    private final HashMap<String, String> recent = new HashMap<>();
    private final RequestDao dao;
    private final AppDb db;

    PizzaOrders(RequestDao dao, AppDb db) {
        this.dao = dao;
        this.db = db;
    }

    Bundle order(String requestId, String pizza) {
        if (recent.containsKey(requestId)) {
            return Replies.success(requestId, recent.get(requestId));
        }
        RequestRecord old = dao.find(requestId);
        if (old != null) {
            return Replies.success(requestId, old.result);
        }
        long orderId = db.insertOrder(pizza);
        String result = "{\"order_id\":" + orderId + "}";
        dao.insert(new RequestRecord(requestId, result));
        recent.put(requestId, result);
        return Replies.success(requestId, result);
    }
}
