package com.larder.kitchen.shopping;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.larder.kitchen.cetp.Arg;
import com.larder.kitchen.cetp.AuditHandler;
import com.larder.kitchen.cetp.ConfirmHandler;
import com.larder.kitchen.cetp.Dispatcher;
import com.larder.kitchen.cetp.Replies;
import com.larder.kitchen.cetp.Tool;
import com.larder.kitchen.cetp.ToolCall;
import com.larder.kitchen.cetp.ToolTable;
import com.larder.kitchen.data.KitchenDb;
import com.larder.kitchen.data.KitchenStore;
import com.larder.kitchen.notify.Notifier;
import com.larder.kitchen.notify.TrayNotifier;
import com.larder.kitchen.ui.PickStoreActivity;
import java.io.File;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The shopping lists' CETP v2 tools, and ordering a list from a grocery store. */
public final class ShoppingToolProvider extends ContentProvider {
    private static final String TAG = "ShoppingTools";

    private final ExecutorService audit = Executors.newSingleThreadExecutor();
    private KitchenStore store;
    private Notifier notifier;
    private Dispatcher dispatcher;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        store = AuditHandler.wrap(KitchenStore.class, ConfirmHandler.wrap(KitchenStore.class, KitchenDb.get(context)),
                audit);
        notifier = AuditHandler.wrap(Notifier.class, new TrayNotifier(context), audit);
        try {
            JSONArray scopes = new JSONArray()
                    .put(new JSONObject().put("name", "lists.read").put("title", "See shopping lists")
                            .put("description", "Read shopping lists and past orders")
                            .put("access", "read").put("sensitivity", "personal"))
                    .put(new JSONObject().put("name", "lists.write").put("title", "Change shopping lists")
                            .put("description", "Add to, tidy and delete shopping lists")
                            .put("access", "write").put("sensitivity", "personal"))
                    .put(new JSONObject().put("name", "orders.place").put("title", "Order groceries")
                            .put("description", "Order a shopping list from a grocery store, paid with the saved card")
                            .put("access", "write").put("sensitivity", "financial"));
            dispatcher = new Dispatcher(context, "com.larder.kitchen.shopping", "Larder shopping",
                    "Shopping lists and grocery orders", scopes, "shopping-12", ToolTable.scan(this));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String callerPackage = getCallingPackage();
        return dispatcher.call(method, extras, uid, callerPackage);
    }

    @Tool(name = "list_lists", title = "Shopping lists", effect = "read", scopes = {"lists.read"},
            description = "The shopping lists with how many entries each has")
    JSONObject listLists() throws JSONException {
        return new JSONObject().put("lists", store.lists());
    }

    @Tool(name = "get_list", title = "One shopping list", effect = "read", scopes = {"lists.read"},
            description = "The entries of one shopping list")
    JSONObject getList(@Arg("list_id") long listId) throws JSONException {
        JSONObject list = store.list(listId);
        if (list == null) {
            throw new ToolCall.Failure("INVALID_ARGS", "No shopping list has this id");
        }
        return list;
    }

    @Tool(name = "order_receipt", title = "Receipt of an order", effect = "read", scopes = {"lists.read"},
            description = "The store's receipt for an order, as a PDF file")
    Replies.FileResult orderReceipt(ToolCall call, @Arg("order_id") String orderId) throws IOException {
        if (!call.largeResults) {
            throw new ToolCall.Failure("RESULT_TOO_LARGE", "Receipts are sent as files; negotiate large_results");
        }
        File receipt = receiptFile(store.receiptName(orderId));
        if (receipt == null) {
            throw new ToolCall.Failure("INVALID_ARGS", "This order has no receipt yet");
        }
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(receipt, ParcelFileDescriptor.MODE_READ_ONLY);
        return Replies.FileResult.of(receipt, fd, "application/pdf");
    }

    private File receiptFile(String name) {
        if (name == null || name.isEmpty() || name.contains("/") || name.startsWith(".")) {
            return null;
        }
        File file = new File(new File(getContext().getFilesDir(), "receipts"), name);
        return file.isFile() ? file : null;
    }

    @Tool(name = "add_to_list", title = "Add to a shopping list", effect = "update", scopes = {"lists.write"},
            description = "Adds an entry to a shopping list")
    JSONObject addToList(@Arg("list_id") long listId, @Arg(value = "name", description = "What to buy") String name,
            @Arg(value = "quantity", description = "1 to 99") int quantity) throws JSONException {
        if (name.trim().isEmpty() || name.length() > 80 || quantity < 1 || quantity > 99) {
            throw new ToolCall.Failure("INVALID_ARGS", "name or quantity is out of range");
        }
        if (store.list(listId) == null) {
            throw new ToolCall.Failure("INVALID_ARGS", "No shopping list has this id");
        }
        long id = store.addToList(listId, name.trim(), quantity);
        return new JSONObject().put("entry_id", id);
    }

    @Tool(name = "clear_checked", title = "Remove ticked entries", effect = "update", scopes = {"lists.write"},
            description = "Removes the entries ticked off a shopping list")
    JSONObject clearChecked(@Arg("list_id") long listId,
            @Arg(value = "dry_run", optional = true, description = "Only count what would be removed")
            boolean dryRun) throws JSONException {
        int ticked = store.checkedCount(listId);
        if (dryRun || ticked == 0) {
            return new JSONObject().put("list_id", listId).put("would_remove", ticked).put("removed", 0);
        }
        int removed = store.clearChecked(listId);
        return new JSONObject().put("list_id", listId).put("removed", removed);
    }

    @Tool(name = "delete_list", title = "Delete a shopping list", effect = "delete", risk = "high",
            confirm = "always", destructive = true, scopes = {"lists.write"},
            description = "Deletes a shopping list and its entries after the user agrees")
    JSONObject deleteList(@Arg("list_id") long listId) throws JSONException {
        if (store.deleteList(listId) == 0) {
            throw new ToolCall.Failure("INVALID_ARGS", "No shopping list has this id");
        }
        return new JSONObject().put("list_id", listId).put("deleted", true);
    }

    @Tool(name = "order_groceries", title = "Order a shopping list", effect = "transaction", risk = "high",
            confirm = "always", openWorld = true, scopes = {"orders.place"}, screen = PickStoreActivity.class,
            description = "Orders the entries of a shopping list from a store the user picks, paid with the saved card")
    JSONObject orderGroceries(ToolCall call, @Arg("list_id") long listId) throws JSONException {
        JSONObject list = store.list(listId);
        if (list == null) {
            throw new ToolCall.Failure("INVALID_ARGS", "No shopping list has this id");
        }
        int entries = list.getJSONArray("items").length();
        if (entries == 0) {
            throw new ToolCall.Failure("CONFLICT", "The list is empty");
        }
        if (!call.confirmed()) {
            throw ConfirmHandler.ask(call, "Order " + entries + " entries of \"" + list.optString("name") + "\"", true);
        }
        String storeId = call.choice();
        if (storeId == null) {
            throw new ToolCall.Failure("CONFLICT", "No store was picked");
        }
        String orderId = store.placeOrder(listId, storeId);
        notifier.orderPlaced(list.optString("name"), orderId);
        return new JSONObject().put("order_id", orderId).put("store_id", storeId);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        refuse("query");
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        refuse("insert");
        return null;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        refuse("update");
        return 0;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        refuse("delete");
        return 0;
    }

    private void refuse(String what) {
        Log.w(TAG, what + " from uid " + Binder.getCallingUid() + " refused: shopping answers call() only");
    }
}
