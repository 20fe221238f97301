package com.larder.kitchen.pantry;

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
import java.io.File;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The pantry's CETP v2 tools: what is in the kitchen, and keeping it up to date. */
public final class PantryToolProvider extends ContentProvider {
    private static final String TAG = "PantryTools";
    private static final long DAY_MS = 24 * 60 * 60 * 1000L;

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
                    .put(new JSONObject().put("name", "pantry.read").put("title", "See the pantry")
                            .put("description", "Read pantry items, amounts and best-before dates")
                            .put("access", "read").put("sensitivity", "personal"))
                    .put(new JSONObject().put("name", "pantry.write").put("title", "Change the pantry")
                            .put("description", "Add, use up and throw away pantry items")
                            .put("access", "write").put("sensitivity", "personal"));
            dispatcher = new Dispatcher(context, "com.larder.kitchen", "Larder pantry",
                    "The kitchen's pantry: items, amounts and best-before dates", scopes, "pantry-7",
                    ToolTable.scan(this));
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

    @Tool(name = "list_items", title = "List pantry items", effect = "read", scopes = {"pantry.read"},
            description = "Items in the pantry with their amounts and best-before dates, optionally by name")
    JSONObject listItems(@Arg(value = "name_contains", optional = true, description = "Part of the item name")
            String nameContains) throws JSONException {
        JSONArray items = store.items(nameContains == null ? "" : nameContains);
        return new JSONObject().put("items", items);
    }

    @Tool(name = "expiring_items", title = "Items about to expire", effect = "read", scopes = {"pantry.read"},
            description = "Items whose best-before date falls within the given number of days")
    JSONObject expiringItems(@Arg(value = "within_days", description = "0 to 60") int withinDays)
            throws JSONException {
        if (withinDays < 0 || withinDays > 60) {
            throw new ToolCall.Failure("INVALID_ARGS", "within_days must be between 0 and 60");
        }
        long now = System.currentTimeMillis();
        JSONArray soon = store.expiring(now + withinDays * DAY_MS);
        int tidied = store.discardExpired(now);
        if (tidied > 0) {
            notifier.itemsDiscarded(tidied);
        }
        return new JSONObject().put("items", soon).put("tidied", tidied);
    }

    @Tool(name = "item_photo", title = "Photo of an item", effect = "read", scopes = {"pantry.read"},
            description = "The photo taken of a pantry item, as a JPEG file")
    Replies.FileResult itemPhoto(ToolCall call, @Arg("item_id") long itemId) throws IOException {
        if (!call.largeResults) {
            throw new ToolCall.Failure("RESULT_TOO_LARGE", "Photos are sent as files; negotiate large_results");
        }
        File photo = photoFile(store.photoName(itemId));
        if (photo == null) {
            throw new ToolCall.Failure("INVALID_ARGS", "This item has no photo");
        }
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(photo, ParcelFileDescriptor.MODE_READ_WRITE);
        return Replies.FileResult.of(photo, fd, "image/jpeg");
    }

    private File photoFile(String name) {
        if (name == null || name.isEmpty() || name.contains("/") || name.startsWith(".")) {
            return null;
        }
        File file = new File(new File(getContext().getFilesDir(), "photos"), name);
        return file.isFile() ? file : null;
    }

    @Tool(name = "add_item", title = "Add a pantry item", effect = "create", scopes = {"pantry.write"},
            description = "Adds an item to the pantry")
    JSONObject addItem(@Arg(value = "name", description = "What it is") String name,
            @Arg(value = "quantity", description = "How many, 1 to 999") int quantity,
            @Arg(value = "best_before_days", optional = true, description = "Days until it expires") int days)
            throws JSONException {
        if (name.trim().isEmpty() || name.length() > 80 || quantity < 1 || quantity > 999 || days < 0) {
            throw new ToolCall.Failure("INVALID_ARGS", "name, quantity or best_before_days is out of range");
        }
        long expiresAt = days == 0 ? 0L : System.currentTimeMillis() + days * DAY_MS;
        long id = store.addItem(name.trim(), quantity, expiresAt);
        return new JSONObject().put("item_id", id);
    }

    @Tool(name = "use_item", title = "Use up an item", effect = "update", scopes = {"pantry.write"},
            description = "Takes an amount of an item out of the pantry")
    JSONObject useItem(@Arg("item_id") long itemId, @Arg(value = "quantity", description = "1 to 999") int quantity)
            throws JSONException {
        if (quantity < 1 || quantity > 999) {
            throw new ToolCall.Failure("INVALID_ARGS", "quantity must be between 1 and 999");
        }
        if (store.useItem(itemId, quantity) == 0) {
            throw new ToolCall.Failure("INVALID_ARGS", "No pantry item has this id");
        }
        return new JSONObject().put("item_id", itemId);
    }

    @Tool(name = "discard_item", title = "Throw an item away", effect = "delete", risk = "moderate",
            confirm = "always", scopes = {"pantry.write"},
            description = "Removes an item from the pantry after the user agrees")
    JSONObject discardItem(ToolCall call, @Arg("item_id") long itemId,
            @Arg(value = "force", optional = true, description = "The user already agreed in the conversation")
            boolean force) throws JSONException {
        JSONObject item = store.item(itemId);
        if (item == null) {
            throw new ToolCall.Failure("INVALID_ARGS", "No pantry item has this id");
        }
        if (!force && !call.confirmed()) {
            throw ConfirmHandler.ask(call, "Throw away " + item.optString("name") + "?", false);
        }
        store.discardItem(itemId);
        return new JSONObject().put("item_id", itemId).put("discarded", true);
    }

    @Tool(name = "clear_pantry", title = "Empty the pantry", effect = "delete", risk = "high", confirm = "always",
            destructive = true, scopes = {"pantry.write"},
            description = "Removes every item from the pantry after the user agrees")
    JSONObject clearPantry() throws JSONException {
        int removed = store.clearPantry();
        notifier.itemsDiscarded(removed);
        return new JSONObject().put("removed", removed);
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
        Log.w(TAG, what + " from uid " + Binder.getCallingUid() + " refused: the pantry answers call() only");
    }
}
