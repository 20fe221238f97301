.class public final Lcom/larder/kitchen/pantry/PantryToolProvider;
.super Landroid/content/ContentProvider;
.source "PantryToolProvider.java"


# static fields
.field private static final DAY_MS:J = 0x5265c00L

.field private static final TAG:Ljava/lang/String; = "PantryTools"


# instance fields
.field private final audit:Ljava/util/concurrent/ExecutorService;

.field private dispatcher:Lcom/larder/kitchen/cetp/Dispatcher;

.field private notifier:Lcom/larder/kitchen/notify/Notifier;

.field private store:Lcom/larder/kitchen/data/KitchenStore;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 33
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 37
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->audit:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private photoFile(Ljava/lang/String;)Ljava/io/File;
    .registers 8

    .line 111
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const-string v1, "/"

    invoke-virtual {p1, v1}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v1, "."

    invoke-virtual {p1, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 112
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 114
    :cond_1
    new-instance v5, Ljava/io/File;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/larder/kitchen/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "photos"

    invoke-direct {v2, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v5, v2, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 115
    invoke-virtual {v5}, Ljava/io/File;->isFile()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v5

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method private refuse(Ljava/lang/String;)V
    .registers 7

    .line 201
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " from uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused: the pantry answers call() only"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "PantryTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 202
    return-void
.end method


# virtual methods
.method addItem(Ljava/lang/String;II)Lorg/json/JSONObject;
    .registers 14
    .param p1    # Ljava/lang/String;
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "What it is"
            value = "name"
        .end annotation
    .end param
    .param p2    # I
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "How many, 1 to 999"
            value = "quantity"
        .end annotation
    .end param
    .param p3    # I
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "Days until it expires"
            optional = true
            value = "best_before_days"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "Adds an item to the pantry"
        effect = "create"
        name = "add_item"
        scopes = {
            "pantry.write"
        }
        title = "Add a pantry item"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 124
    invoke-virtual {p1}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-gt v0, v1, :cond_0

    const/4 v1, 0x1

    if-lt p2, v1, :cond_0

    const/16 v1, 0x3e7

    if-gt p2, v1, :cond_0

    if-gez p3, :cond_1

    .line 125
    :cond_0
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "name, quantity or best_before_days is out of range"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 127
    :cond_1
    if-nez p3, :cond_2

    const-wide/16 v0, 0x0

    goto :goto_0

    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    int-to-long v2, p3

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    add-long/2addr v0, v2

    :goto_0
    move-wide v6, v0

    .line 128
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-virtual {p1}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, p2, v6, v7}, Lcom/larder/kitchen/data/KitchenStore;->addItem(Ljava/lang/String;IJ)J

    move-result-wide v8

    .line 129
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 67
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 68
    invoke-virtual {p0}, Lcom/larder/kitchen/pantry/PantryToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    .line 69
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->dispatcher:Lcom/larder/kitchen/cetp/Dispatcher;

    invoke-virtual {v0, p1, p3, v1, v2}, Lcom/larder/kitchen/cetp/Dispatcher;->call(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method clearPantry()Lorg/json/JSONObject;
    .registers 4
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        confirm = "always"
        description = "Removes every item from the pantry after the user agrees"
        destructive = true
        effect = "delete"
        name = "clear_pantry"
        risk = "high"
        scopes = {
            "pantry.write"
        }
        title = "Empty the pantry"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 166
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0}, Lcom/larder/kitchen/data/KitchenStore;->clearPantry()I

    move-result v2

    .line 167
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->notifier:Lcom/larder/kitchen/notify/Notifier;

    invoke-interface {v0, v2}, Lcom/larder/kitchen/notify/Notifier;->itemsDiscarded(I)V

    .line 168
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "removed"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 196
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/pantry/PantryToolProvider;->refuse(Ljava/lang/String;)V

    .line 197
    const/4 v0, 0x0

    return v0
.end method

.method discardItem(Lcom/larder/kitchen/cetp/ToolCall;JZ)Lorg/json/JSONObject;
    .registers 10
    .param p2    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "item_id"
        .end annotation
    .end param
    .param p4    # Z
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "The user already agreed in the conversation"
            optional = true
            value = "force"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        confirm = "always"
        description = "Removes an item from the pantry after the user agrees"
        effect = "delete"
        name = "discard_item"
        risk = "moderate"
        scopes = {
            "pantry.write"
        }
        title = "Throw an item away"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 151
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p2, p3}, Lcom/larder/kitchen/data/KitchenStore;->item(J)Lorg/json/JSONObject;

    move-result-object v4

    .line 152
    if-nez v4, :cond_0

    .line 153
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No pantry item has this id"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 155
    :cond_0
    if-nez p4, :cond_1

    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->confirmed()Z

    move-result v0

    if-nez v0, :cond_1

    .line 156
    const-string v2, "name"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Throw away "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "?"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const/4 v2, 0x0

    invoke-static {p1, v1, v2}, Lcom/larder/kitchen/cetp/ConfirmHandler;->ask(Lcom/larder/kitchen/cetp/ToolCall;Ljava/lang/String;Z)Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;

    move-result-object v0

    throw v0

    .line 158
    :cond_1
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p2, p3}, Lcom/larder/kitchen/data/KitchenStore;->discardItem(J)I

    .line 159
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, p2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "discarded"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method expiringItems(I)Lorg/json/JSONObject;
    .registers 13
    .param p1    # I
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "0 to 60"
            value = "within_days"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "Items whose best-before date falls within the given number of days"
        effect = "read"
        name = "expiring_items"
        scopes = {
            "pantry.read"
        }
        title = "Items about to expire"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 84
    if-ltz p1, :cond_0

    const/16 v1, 0x3c

    if-le p1, v1, :cond_1

    .line 85
    :cond_0
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "within_days must be between 0 and 60"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 87
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    .line 88
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    int-to-long v3, p1

    const-wide/32 v5, 0x5265c00

    mul-long/2addr v3, v5

    add-long v1, v7, v3

    invoke-interface {v0, v1, v2}, Lcom/larder/kitchen/data/KitchenStore;->expiring(J)Lorg/json/JSONArray;

    move-result-object v9

    .line 89
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, v7, v8}, Lcom/larder/kitchen/data/KitchenStore;->discardExpired(J)I

    move-result v10

    .line 90
    if-lez v10, :cond_2

    .line 91
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->notifier:Lcom/larder/kitchen/notify/Notifier;

    invoke-interface {v0, v10}, Lcom/larder/kitchen/notify/Notifier;->itemsDiscarded(I)V

    .line 93
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "items"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tidied"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 179
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 184
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/pantry/PantryToolProvider;->refuse(Ljava/lang/String;)V

    .line 185
    const/4 v0, 0x0

    return-object v0
.end method

.method itemPhoto(Lcom/larder/kitchen/cetp/ToolCall;J)Lcom/larder/kitchen/cetp/Replies$FileResult;
    .registers 10
    .param p2    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "item_id"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "The photo taken of a pantry item, as a JPEG file"
        effect = "read"
        name = "item_photo"
        scopes = {
            "pantry.read"
        }
        title = "Photo of an item"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 99
    iget-boolean v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->largeResults:Z

    if-nez v0, :cond_0

    .line 100
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "RESULT_TOO_LARGE"

    const-string v3, "Photos are sent as files; negotiate large_results"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 102
    :cond_0
    iget-object v1, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v1, p2, p3}, Lcom/larder/kitchen/data/KitchenStore;->photoName(J)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/larder/kitchen/pantry/PantryToolProvider;->photoFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object v4

    .line 103
    if-nez v4, :cond_1

    .line 104
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "This item has no photo"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 106
    :cond_1
    const/high16 v1, 0x30000000

    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v5

    .line 107
    const-string v2, "image/jpeg"

    invoke-static {v4, v5, v2}, Lcom/larder/kitchen/cetp/Replies$FileResult;->of(Ljava/io/File;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lcom/larder/kitchen/cetp/Replies$FileResult;

    move-result-object v0

    return-object v0
.end method

.method listItems(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 5
    .param p1    # Ljava/lang/String;
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "Part of the item name"
            optional = true
            value = "name_contains"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "Items in the pantry with their amounts and best-before dates, optionally by name"
        effect = "read"
        name = "list_items"
        scopes = {
            "pantry.read"
        }
        title = "List pantry items"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 76
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    if-nez p1, :cond_0

    const-string v1, ""

    goto :goto_0

    :cond_0
    move-object v1, p1

    :goto_0
    invoke-interface {v0, v1}, Lcom/larder/kitchen/data/KitchenStore;->items(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v2

    .line 77
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "items"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 13

    .line 44
    invoke-virtual {p0}, Lcom/larder/kitchen/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v10

    .line 45
    invoke-static {v10}, Lcom/larder/kitchen/data/KitchenDb;->get(Landroid/content/Context;)Lcom/larder/kitchen/data/KitchenDb;

    move-result-object v3

    const-class v2, Lcom/larder/kitchen/data/KitchenStore;

    invoke-static {v2, v3}, Lcom/larder/kitchen/cetp/ConfirmHandler;->wrap(Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/larder/kitchen/data/KitchenStore;

    iget-object v3, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->audit:Ljava/util/concurrent/ExecutorService;

    const-class v1, Lcom/larder/kitchen/data/KitchenStore;

    invoke-static {v1, v2, v3}, Lcom/larder/kitchen/cetp/AuditHandler;->wrap(Ljava/lang/Class;Ljava/lang/Object;Ljava/util/concurrent/Executor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/larder/kitchen/data/KitchenStore;

    iput-object v1, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    .line 47
    new-instance v2, Lcom/larder/kitchen/notify/TrayNotifier;

    invoke-direct {v2, v10}, Lcom/larder/kitchen/notify/TrayNotifier;-><init>(Landroid/content/Context;)V

    iget-object v3, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->audit:Ljava/util/concurrent/ExecutorService;

    const-class v1, Lcom/larder/kitchen/notify/Notifier;

    invoke-static {v1, v2, v3}, Lcom/larder/kitchen/cetp/AuditHandler;->wrap(Ljava/lang/Class;Ljava/lang/Object;Ljava/util/concurrent/Executor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/larder/kitchen/notify/Notifier;

    iput-object v1, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->notifier:Lcom/larder/kitchen/notify/Notifier;

    .line 49
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 50
    const-string v2, "name"

    const-string v3, "pantry.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "See the pantry"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 51
    const-string v2, "description"

    const-string v3, "Read pantry items, amounts and best-before dates"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 52
    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 50
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 53
    const-string v2, "name"

    const-string v3, "pantry.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Change the pantry"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 54
    const-string v2, "description"

    const-string v3, "Add, use up and throw away pantry items"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 55
    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 53
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v11

    .line 56
    new-instance v1, Lcom/larder/kitchen/cetp/Dispatcher;

    .line 58
    invoke-static {p0}, Lcom/larder/kitchen/cetp/ToolTable;->scan(Ljava/lang/Object;)Lcom/larder/kitchen/cetp/ToolTable;

    move-result-object v9

    move-object v2, v1

    move-object v3, v10

    const-string v4, "com.larder.kitchen"

    const-string v5, "Larder pantry"

    const-string v6, "The kitchen\'s pantry: items, amounts and best-before dates"

    move-object v7, v11

    const-string v8, "pantry-7"

    invoke-direct/range {v2 .. v9}, Lcom/larder/kitchen/cetp/Dispatcher;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;Lcom/larder/kitchen/cetp/ToolTable;)V

    iput-object v1, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->dispatcher:Lcom/larder/kitchen/cetp/Dispatcher;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 61
    goto :goto_0

    :catch_0
    move-exception v11

    .line 60
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v11}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0

    .line 62
    :goto_0
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 173
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/pantry/PantryToolProvider;->refuse(Ljava/lang/String;)V

    .line 174
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 190
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/pantry/PantryToolProvider;->refuse(Ljava/lang/String;)V

    .line 191
    const/4 v0, 0x0

    return v0
.end method

.method useItem(JI)Lorg/json/JSONObject;
    .registers 8
    .param p1    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "item_id"
        .end annotation
    .end param
    .param p3    # I
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "1 to 999"
            value = "quantity"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "Takes an amount of an item out of the pantry"
        effect = "update"
        name = "use_item"
        scopes = {
            "pantry.write"
        }
        title = "Use up an item"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 136
    const/4 v1, 0x1

    if-lt p3, v1, :cond_0

    const/16 v1, 0x3e7

    if-le p3, v1, :cond_1

    .line 137
    :cond_0
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "quantity must be between 1 and 999"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 139
    :cond_1
    iget-object v0, p0, Lcom/larder/kitchen/pantry/PantryToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p1, p2, p3}, Lcom/larder/kitchen/data/KitchenStore;->useItem(JI)I

    move-result v0

    if-nez v0, :cond_2

    .line 140
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No pantry item has this id"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 142
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "item_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
