.class public final Lcom/larder/kitchen/shopping/ShoppingToolProvider;
.super Landroid/content/ContentProvider;
.source "ShoppingToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "ShoppingTools"


# instance fields
.field private final audit:Ljava/util/concurrent/ExecutorService;

.field private dispatcher:Lcom/larder/kitchen/cetp/Dispatcher;

.field private notifier:Lcom/larder/kitchen/notify/Notifier;

.field private store:Lcom/larder/kitchen/data/KitchenStore;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 34
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 37
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->audit:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private receiptFile(Ljava/lang/String;)Ljava/io/File;
    .registers 8

    .line 105
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

    .line 106
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 108
    :cond_1
    new-instance v5, Ljava/io/File;

    new-instance v2, Ljava/io/File;

    invoke-virtual {p0}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "receipts"

    invoke-direct {v2, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v5, v2, p1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 109
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

    .line 203
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

    const-string v4, " refused: shopping answers call() only"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "ShoppingTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 204
    return-void
.end method


# virtual methods
.method addToList(JLjava/lang/String;I)Lorg/json/JSONObject;
    .registers 11
    .param p1    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "list_id"
        .end annotation
    .end param
    .param p3    # Ljava/lang/String;
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "What to buy"
            value = "name"
        .end annotation
    .end param
    .param p4    # I
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "1 to 99"
            value = "quantity"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "Adds an entry to a shopping list"
        effect = "update"
        name = "add_to_list"
        scopes = {
            "lists.write"
        }
        title = "Add to a shopping list"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 116
    invoke-virtual {p3}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-gt v0, v1, :cond_0

    const/4 v1, 0x1

    if-lt p4, v1, :cond_0

    const/16 v1, 0x63

    if-le p4, v1, :cond_1

    .line 117
    :cond_0
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "name or quantity is out of range"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 119
    :cond_1
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p1, p2}, Lcom/larder/kitchen/data/KitchenStore;->list(J)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_2

    .line 120
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No shopping list has this id"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 122
    :cond_2
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-virtual {p3}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v0, p1, p2, v3, p4}, Lcom/larder/kitchen/data/KitchenStore;->addToList(JLjava/lang/String;I)J

    move-result-wide v4

    .line 123
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "entry_id"

    invoke-virtual {v0, v1, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 69
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 70
    invoke-virtual {p0}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    .line 71
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->dispatcher:Lcom/larder/kitchen/cetp/Dispatcher;

    invoke-virtual {v0, p1, p3, v1, v2}, Lcom/larder/kitchen/cetp/Dispatcher;->call(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method clearChecked(JZ)Lorg/json/JSONObject;
    .registers 9
    .param p1    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "list_id"
        .end annotation
    .end param
    .param p3    # Z
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            description = "Only count what would be removed"
            optional = true
            value = "dry_run"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "Removes the entries ticked off a shopping list"
        effect = "update"
        name = "clear_checked"
        scopes = {
            "lists.write"
        }
        title = "Remove ticked entries"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 131
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p1, p2}, Lcom/larder/kitchen/data/KitchenStore;->checkedCount(J)I

    move-result v3

    .line 132
    if-nez p3, :cond_0

    if-nez v3, :cond_1

    .line 133
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "list_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "would_remove"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "removed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0

    .line 135
    :cond_1
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p1, p2}, Lcom/larder/kitchen/data/KitchenStore;->clearChecked(J)I

    move-result v4

    .line 136
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "list_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "removed"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 198
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->refuse(Ljava/lang/String;)V

    .line 199
    const/4 v0, 0x0

    return v0
.end method

.method deleteList(J)Lorg/json/JSONObject;
    .registers 7
    .param p1    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "list_id"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        confirm = "always"
        description = "Deletes a shopping list and its entries after the user agrees"
        destructive = true
        effect = "delete"
        name = "delete_list"
        risk = "high"
        scopes = {
            "lists.write"
        }
        title = "Delete a shopping list"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 143
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p1, p2}, Lcom/larder/kitchen/data/KitchenStore;->deleteList(J)I

    move-result v0

    if-nez v0, :cond_0

    .line 144
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No shopping list has this id"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 146
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "list_id"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "deleted"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method getList(J)Lorg/json/JSONObject;
    .registers 7
    .param p1    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "list_id"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "The entries of one shopping list"
        effect = "read"
        name = "get_list"
        scopes = {
            "lists.read"
        }
        title = "One shopping list"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 83
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p1, p2}, Lcom/larder/kitchen/data/KitchenStore;->list(J)Lorg/json/JSONObject;

    move-result-object v3

    .line 84
    if-nez v3, :cond_0

    .line 85
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v1, "INVALID_ARGS"

    const-string v2, "No shopping list has this id"

    invoke-direct {v0, v1, v2}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 87
    :cond_0
    return-object v3
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 181
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 186
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->refuse(Ljava/lang/String;)V

    .line 187
    const/4 v0, 0x0

    return-object v0
.end method

.method listLists()Lorg/json/JSONObject;
    .registers 4
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "The shopping lists with how many entries each has"
        effect = "read"
        name = "list_lists"
        scopes = {
            "lists.read"
        }
        title = "Shopping lists"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 77
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v2}, Lcom/larder/kitchen/data/KitchenStore;->lists()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "lists"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 13

    .line 44
    invoke-virtual {p0}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v10

    .line 45
    invoke-static {v10}, Lcom/larder/kitchen/data/KitchenDb;->get(Landroid/content/Context;)Lcom/larder/kitchen/data/KitchenDb;

    move-result-object v3

    const-class v2, Lcom/larder/kitchen/data/KitchenStore;

    invoke-static {v2, v3}, Lcom/larder/kitchen/cetp/ConfirmHandler;->wrap(Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/larder/kitchen/data/KitchenStore;

    iget-object v3, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->audit:Ljava/util/concurrent/ExecutorService;

    const-class v1, Lcom/larder/kitchen/data/KitchenStore;

    invoke-static {v1, v2, v3}, Lcom/larder/kitchen/cetp/AuditHandler;->wrap(Ljava/lang/Class;Ljava/lang/Object;Ljava/util/concurrent/Executor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/larder/kitchen/data/KitchenStore;

    iput-object v1, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    .line 47
    new-instance v2, Lcom/larder/kitchen/notify/TrayNotifier;

    invoke-direct {v2, v10}, Lcom/larder/kitchen/notify/TrayNotifier;-><init>(Landroid/content/Context;)V

    iget-object v3, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->audit:Ljava/util/concurrent/ExecutorService;

    const-class v1, Lcom/larder/kitchen/notify/Notifier;

    invoke-static {v1, v2, v3}, Lcom/larder/kitchen/cetp/AuditHandler;->wrap(Ljava/lang/Class;Ljava/lang/Object;Ljava/util/concurrent/Executor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/larder/kitchen/notify/Notifier;

    iput-object v1, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->notifier:Lcom/larder/kitchen/notify/Notifier;

    .line 49
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 50
    const-string v2, "name"

    const-string v3, "lists.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "See shopping lists"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 51
    const-string v2, "description"

    const-string v3, "Read shopping lists and past orders"

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

    const-string v3, "lists.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Change shopping lists"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 54
    const-string v2, "description"

    const-string v3, "Add to, tidy and delete shopping lists"

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

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 56
    const-string v2, "name"

    const-string v3, "orders.place"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Order groceries"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 57
    const-string v2, "description"

    const-string v3, "Order a shopping list from a grocery store, paid with the saved card"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 58
    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "sensitivity"

    const-string v3, "financial"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 56
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v11

    .line 59
    new-instance v1, Lcom/larder/kitchen/cetp/Dispatcher;

    .line 60
    invoke-static {p0}, Lcom/larder/kitchen/cetp/ToolTable;->scan(Ljava/lang/Object;)Lcom/larder/kitchen/cetp/ToolTable;

    move-result-object v9

    move-object v2, v1

    move-object v3, v10

    const-string v4, "com.larder.kitchen.shopping"

    const-string v5, "Larder shopping"

    const-string v6, "Shopping lists and grocery orders"

    move-object v7, v11

    const-string v8, "shopping-12"

    invoke-direct/range {v2 .. v9}, Lcom/larder/kitchen/cetp/Dispatcher;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;Lcom/larder/kitchen/cetp/ToolTable;)V

    iput-object v1, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->dispatcher:Lcom/larder/kitchen/cetp/Dispatcher;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 63
    goto :goto_0

    :catch_0
    move-exception v11

    .line 62
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v11}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0

    .line 64
    :goto_0
    const/4 v0, 0x1

    return v0
.end method

.method orderGroceries(Lcom/larder/kitchen/cetp/ToolCall;J)Lorg/json/JSONObject;
    .registers 13
    .param p2    # J
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "list_id"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        confirm = "always"
        description = "Orders the entries of a shopping list from a store the user picks, paid with the saved card"
        effect = "transaction"
        name = "order_groceries"
        openWorld = true
        risk = "high"
        scopes = {
            "orders.place"
        }
        screen = Lcom/larder/kitchen/ui/PickStoreActivity;
        title = "Order a shopping list"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 153
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p2, p3}, Lcom/larder/kitchen/data/KitchenStore;->list(J)Lorg/json/JSONObject;

    move-result-object v5

    .line 154
    if-nez v5, :cond_0

    .line 155
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "No shopping list has this id"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 157
    :cond_0
    const-string v1, "items"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v6

    .line 158
    if-nez v6, :cond_1

    .line 159
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "CONFLICT"

    const-string v3, "The list is empty"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 161
    :cond_1
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->confirmed()Z

    move-result v0

    if-nez v0, :cond_2

    .line 162
    const-string v3, "name"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Order "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " entries of \""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const/4 v2, 0x1

    invoke-static {p1, v1, v2}, Lcom/larder/kitchen/cetp/ConfirmHandler;->ask(Lcom/larder/kitchen/cetp/ToolCall;Ljava/lang/String;Z)Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;

    move-result-object v0

    throw v0

    .line 164
    :cond_2
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->choice()Ljava/lang/String;

    move-result-object v7

    .line 165
    if-nez v7, :cond_3

    .line 166
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "CONFLICT"

    const-string v3, "No store was picked"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 168
    :cond_3
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v0, p2, p3, v7}, Lcom/larder/kitchen/data/KitchenStore;->placeOrder(JLjava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 169
    iget-object v0, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->notifier:Lcom/larder/kitchen/notify/Notifier;

    const-string v2, "name"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v8}, Lcom/larder/kitchen/notify/Notifier;->orderPlaced(Ljava/lang/String;Ljava/lang/String;)V

    .line 170
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "order_id"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "store_id"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method orderReceipt(Lcom/larder/kitchen/cetp/ToolCall;Ljava/lang/String;)Lcom/larder/kitchen/cetp/Replies$FileResult;
    .registers 9
    .param p2    # Ljava/lang/String;
        .annotation runtime Lcom/larder/kitchen/cetp/Arg;
            value = "order_id"
        .end annotation
    .end param
    .annotation runtime Lcom/larder/kitchen/cetp/Tool;
        description = "The store\'s receipt for an order, as a PDF file"
        effect = "read"
        name = "order_receipt"
        scopes = {
            "lists.read"
        }
        title = "Receipt of an order"
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 93
    iget-boolean v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->largeResults:Z

    if-nez v0, :cond_0

    .line 94
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "RESULT_TOO_LARGE"

    const-string v3, "Receipts are sent as files; negotiate large_results"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 96
    :cond_0
    iget-object v1, p0, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->store:Lcom/larder/kitchen/data/KitchenStore;

    invoke-interface {v1, p2}, Lcom/larder/kitchen/data/KitchenStore;->receiptName(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->receiptFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object v4

    .line 97
    if-nez v4, :cond_1

    .line 98
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "This order has no receipt yet"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 100
    :cond_1
    const/high16 v1, 0x10000000

    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v5

    .line 101
    const-string v2, "application/pdf"

    invoke-static {v4, v5, v2}, Lcom/larder/kitchen/cetp/Replies$FileResult;->of(Ljava/io/File;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)Lcom/larder/kitchen/cetp/Replies$FileResult;

    move-result-object v0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 175
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->refuse(Ljava/lang/String;)V

    .line 176
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 192
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/larder/kitchen/shopping/ShoppingToolProvider;->refuse(Ljava/lang/String;)V

    .line 193
    const/4 v0, 0x0

    return v0
.end method
