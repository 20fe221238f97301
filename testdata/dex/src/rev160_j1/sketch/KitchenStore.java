package com.larder.kitchen.data;

import com.larder.kitchen.cetp.Destructive;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** What the tool providers may do to the kitchen's data. The providers only see it through proxies. */
public interface KitchenStore {
    JSONArray items(String nameContains) throws JSONException;

    JSONObject item(long id) throws JSONException;

    /** Stocked items whose best-before date is earlier than {@code before}. */
    JSONArray expiring(long before) throws JSONException;

    /** Marks stocked items past their best-before date as discarded; the count. */
    int discardExpired(long now);

    long addItem(String name, int quantity, long expiresAt);

    int useItem(long id, int quantity);

    int discardItem(long id);

    @Destructive("Throw away everything in the pantry?")
    int clearPantry();

    /** The file name of the item's photo under files/photos, or null. */
    String photoName(long id);

    JSONArray lists() throws JSONException;

    JSONObject list(long id) throws JSONException;

    long addToList(long listId, String name, int quantity);

    int checkedCount(long listId);

    int clearChecked(long listId);

    @Destructive("Delete shopping list %d and everything on it?")
    int deleteList(long listId);

    @Destructive("Place the order for shopping list %d at store %s?")
    String placeOrder(long listId, String storeId);

    /** The file name of the order's receipt under files/receipts, or null. */
    String receiptName(String orderId);
}
