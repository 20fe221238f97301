.class public final Lcom/fernhill/stockroom/inventory/InventoryProvider;
.super Lcom/fernhill/stockroom/core/PluginProvider;
.source "InventoryProvider.java"


# static fields
.field private static final CAPABILITIES:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final PLUGINS:[[Ljava/lang/String;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.fernhill.stockroom.inventory"

.field private static final TAG:Ljava/lang/String; = "InventoryProvider"


# instance fields
.field private feed:Lcom/fernhill/stockroom/inventory/StockChangeFeed;

.field private final fileRoutes:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/Function<",
            "Ljava/lang/String;",
            "Ljava/io/File;",
            ">;>;"
        }
    .end annotation
.end field

.field private final operationSequence:Ljava/util/concurrent/atomic/AtomicLong;

.field private final sessions:Lcom/fernhill/stockroom/core/StateStore;


# direct methods
.method static constructor <clinit>()V
    .registers 6

    .line 43
    const/4 v0, 0x5

    new-array v0, v0, [[Ljava/lang/String;

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "list_items"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "com.fernhill.stockroom.inventory.ListItemsTool"

    aput-object v5, v2, v4

    const/4 v1, 0x0

    aput-object v2, v0, v1

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "export_catalog"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "com.fernhill.stockroom.inventory.ExportCatalogTool"

    aput-object v5, v2, v4

    const/4 v1, 0x1

    aput-object v2, v0, v1

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "adjust_stock"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "com.fernhill.stockroom.inventory.AdjustStockTool"

    aput-object v5, v2, v4

    const/4 v1, 0x2

    aput-object v2, v0, v1

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "recount_stock"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "com.fernhill.stockroom.inventory.RecountStockTool"

    aput-object v5, v2, v4

    const/4 v1, 0x3

    aput-object v2, v0, v1

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "delete_item"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "com.fernhill.stockroom.inventory.DeleteItemTool"

    aput-object v5, v2, v4

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sput-object v0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->PLUGINS:[[Ljava/lang/String;

    .line 51
    new-instance v0, Ljava/util/LinkedHashSet;

    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "async_operations"

    aput-object v4, v1, v3

    const/4 v3, 0x1

    const-string v4, "cancellation"

    aput-object v4, v1, v3

    const/4 v3, 0x2

    const-string v4, "large_results"

    aput-object v4, v1, v3

    .line 52
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/LinkedHashSet;-><init>(Ljava/util/Collection;)V

    .line 51
    invoke-static {v0}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->CAPABILITIES:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 38
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/PluginProvider;-><init>()V

    .line 54
    new-instance v0, Lcom/fernhill/stockroom/core/StateStore;

    invoke-direct {v0}, Lcom/fernhill/stockroom/core/StateStore;-><init>()V

    iput-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->sessions:Lcom/fernhill/stockroom/core/StateStore;

    .line 55
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V

    iput-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->operationSequence:Ljava/util/concurrent/atomic/AtomicLong;

    .line 56
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->fileRoutes:Ljava/util/Map;

    return-void
.end method

.method static synthetic lambda$fileResult$2(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 2

    .line 156
    invoke-static {p0, p1}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->pump(Landroid/os/ParcelFileDescriptor;[B)V

    return-void
.end method

.method static synthetic lambda$onCreate$0(Lcom/fernhill/stockroom/inventory/StockItems;Ljava/lang/String;)Ljava/io/File;
    .registers 3

    .line 64
    invoke-virtual {p0, p1}, Lcom/fernhill/stockroom/inventory/StockItems;->photoFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$openSession$1(Ljava/lang/String;Ljava/util/Set;Ljava/util/Set;JLcom/fernhill/stockroom/core/StateStore$Snapshot;)Lcom/fernhill/stockroom/core/StateStore$Snapshot;
    .registers 15

    .line 116
    new-instance v1, Lcom/fernhill/stockroom/core/StateStore$Session;

    .line 117
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    move-object v2, v1

    move-object v3, p0

    move-object v5, p1

    move-object v6, p2

    move-wide v7, p3

    invoke-direct/range {v2 .. v8}, Lcom/fernhill/stockroom/core/StateStore$Session;-><init>(Ljava/lang/String;ILjava/util/Set;Ljava/util/Set;J)V

    .line 118
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    .line 116
    invoke-virtual {p5, v1, v2, v3}, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->withSession(Lcom/fernhill/stockroom/core/StateStore$Session;J)Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    move-result-object v0

    return-object v0
.end method

.method private static pump(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 8

    .line 161
    new-instance v2, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v2, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    .line 163
    :try_start_0
    invoke-virtual {v2, p1}, Ljava/io/OutputStream;->write([B)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_1
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 168
    :try_start_1
    invoke-virtual {v2}, Ljava/io/OutputStream;->close()V
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_0

    .line 171
    goto :goto_1

    :catch_0
    move-exception v3

    .line 170
    const-string v0, "InventoryProvider"

    const-string v1, "pipe already closed"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 172
    goto :goto_1

    :catch_1
    move-exception v3

    .line 165
    :try_start_2
    const-string v0, "InventoryProvider"

    const-string v1, "catalog reader went away"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 168
    :try_start_3
    invoke-virtual {v2}, Ljava/io/OutputStream;->close()V
    :try_end_3
    .catch Ljava/io/IOException; {:try_start_3 .. :try_end_3} :catch_2

    .line 171
    goto :goto_1

    :catch_2
    move-exception v3

    .line 170
    const-string v0, "InventoryProvider"

    const-string v1, "pipe already closed"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 172
    goto :goto_1

    :catchall_0
    move-exception v4

    .line 168
    :try_start_4
    invoke-virtual {v2}, Ljava/io/OutputStream;->close()V
    :try_end_4
    .catch Ljava/io/IOException; {:try_start_4 .. :try_end_4} :catch_3

    .line 171
    goto :goto_0

    :catch_3
    move-exception v5

    .line 170
    const-string v0, "InventoryProvider"

    const-string v1, "pipe already closed"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 172
    :goto_0
    throw v4

    .line 173
    :goto_1
    return-void
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 99
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 100
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 101
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 102
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 103
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 104
    const-string v0, "sensitivity"

    const-string v1, "other"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 105
    return-object v2
.end method


# virtual methods
.method protected afterCommit(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;Lcom/fernhill/stockroom/core/Tool$Outcome;)V
    .registers 6

    .line 186
    invoke-virtual {p3}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 187
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->feed:Lcom/fernhill/stockroom/inventory/StockChangeFeed;

    iget-object v1, p1, Lcom/fernhill/stockroom/core/ToolContext;->request:Lcom/fernhill/stockroom/core/RequestTree;

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/inventory/StockChangeFeed;->publish(Lcom/fernhill/stockroom/core/RequestTree;)V

    .line 189
    :cond_0
    return-void
.end method

.method protected confirmation(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 193
    new-instance v4, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/fernhill/stockroom/inventory/ConfirmChangeActivity;

    invoke-direct {v4, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 194
    const-string v1, "com.fernhill.stockroom.extra.APPROVAL"

    invoke-virtual {v4, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 195
    invoke-virtual {p0}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 85
    const-string v0, "Look up, adjust, recount and remove the shop\'s stock items."

    return-object v0
.end method

.method protected failure(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 9

    .line 177
    move-object v5, p2

    .line 178
    :goto_0
    invoke-virtual {v5}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v5}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eq v0, v5, :cond_0

    .line 179
    invoke-virtual {v5}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v5

    goto :goto_0

    .line 181
    :cond_0
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v5}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Stock change failed: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1, v2}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected fileResult(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 152
    iget-object v0, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v4

    .line 153
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v5

    .line 154
    const/4 v1, 0x0

    aget-object v6, v5, v1

    .line 155
    const/4 v1, 0x1

    aget-object v7, v5, v1

    .line 156
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->workers:Lcom/fernhill/stockroom/core/Workers;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/Workers;->pool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1, v7, v4}, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda2;-><init>(Landroid/os/ParcelFileDescriptor;[B)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 157
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v0

    array-length v1, v4

    int-to-long v1, v1

    invoke-static {v4}, Lcom/fernhill/stockroom/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v3

    invoke-static {v0, v1, v2, v3, v6}, Lcom/fernhill/stockroom/core/Replies;->file(Ljava/lang/String;JLjava/lang/String;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected loadPlugins()Lcom/fernhill/stockroom/core/PluginRegistry;
    .registers 2

    .line 70
    sget-object v0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->PLUGINS:[[Ljava/lang/String;

    invoke-static {v0}, Lcom/fernhill/stockroom/core/PluginRegistry;->fromTable([[Ljava/lang/String;)Lcom/fernhill/stockroom/core/PluginRegistry;

    move-result-object v0

    return-object v0
.end method

.method protected newOperationId()Ljava/lang/String;
    .registers 6

    .line 137
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const/16 v2, 0x24

    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->operationSequence:Ljava/util/concurrent/atomic/AtomicLong;

    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J

    move-result-wide v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "op_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.method public onCreate()Z
    .registers 7

    .line 61
    invoke-super {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->onCreate()Z

    .line 62
    new-instance v1, Lcom/fernhill/stockroom/inventory/StockChangeFeed;

    invoke-virtual {p0}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    iget-object v4, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v4, v4, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v1, v3, v4}, Lcom/fernhill/stockroom/inventory/StockChangeFeed;-><init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;)V

    iput-object v1, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->feed:Lcom/fernhill/stockroom/inventory/StockChangeFeed;

    .line 63
    new-instance v5, Lcom/fernhill/stockroom/inventory/StockItems;

    invoke-virtual {p0}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    iget-object v3, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v3, v3, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v5, v2, v3}, Lcom/fernhill/stockroom/inventory/StockItems;-><init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;)V

    .line 64
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->fileRoutes:Ljava/util/Map;

    new-instance v2, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, v5}, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/stockroom/inventory/StockItems;)V

    const-string v1, "photos"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 65
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 202
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 203
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_1

    .line 204
    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "read-only, /photos/{item_id}"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 206
    :cond_1
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->fileRoutes:Ljava/util/Map;

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/function/Function;

    move-object v4, v0

    .line 207
    if-nez v4, :cond_2

    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v2, 0x1

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-interface {v4, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/io/File;

    :goto_0
    move-object v5, v0

    .line 208
    if-eqz v5, :cond_3

    invoke-virtual {v5}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_4

    .line 209
    :cond_3
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such file"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 211
    :cond_4
    const/high16 v1, 0x10000000

    invoke-static {v5, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected openSession(ILjava/util/Set;Ljava/util/Set;J)Ljava/lang/String;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 115
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v7

    .line 116
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->sessions:Lcom/fernhill/stockroom/core/StateStore;

    new-instance v1, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;

    move-object v2, v7

    move-object v3, p2

    move-object v4, p3

    move-wide v5, p4

    invoke-direct/range {v1 .. v6}, Lcom/fernhill/stockroom/inventory/InventoryProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Ljava/util/Set;Ljava/util/Set;J)V

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/StateStore;->update(Ljava/util/function/UnaryOperator;)Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    .line 119
    return-object v7
.end method

.method protected ownedOperation(Ljava/lang/String;ILjava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Operation;
    .registers 7

    .line 142
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    invoke-virtual {v0, p1}, Lcom/fernhill/stockroom/core/RequestLedger;->operation(Ljava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Operation;

    move-result-object v2

    .line 143
    if-eqz v2, :cond_0

    iget v0, v2, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->uid:I

    if-ne v0, p2, :cond_0

    iget-object v1, v2, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->providerId:Ljava/lang/String;

    const-string v0, "com.fernhill.stockroom.inventory"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v2, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 144
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 146
    :cond_1
    return-object v2
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 75
    const-string v0, "com.fernhill.stockroom.inventory"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 80
    const-string v0, "Stockroom Inventory"

    return-object v0
.end method

.method protected resumeSession(Landroid/os/Bundle;I)Lcom/fernhill/stockroom/core/PluginProvider$Grant;
    .registers 10

    .line 124
    const-string v1, "session_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 125
    if-nez v5, :cond_0

    .line 126
    const/4 v0, 0x0

    return-object v0

    .line 128
    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->sessions:Lcom/fernhill/stockroom/core/StateStore;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StateStore;->current()Lcom/fernhill/stockroom/core/StateStore$Snapshot;

    move-result-object v0

    invoke-virtual {v0, v5}, Lcom/fernhill/stockroom/core/StateStore$Snapshot;->session(Ljava/lang/String;)Lcom/fernhill/stockroom/core/StateStore$Session;

    move-result-object v6

    .line 129
    if-eqz v6, :cond_1

    iget v0, v6, Lcom/fernhill/stockroom/core/StateStore$Session;->uid:I

    if-ne v0, p2, :cond_1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v6, v1, v2}, Lcom/fernhill/stockroom/core/StateStore$Session;->expired(J)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 130
    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 132
    :cond_2
    new-instance v0, Lcom/fernhill/stockroom/core/PluginProvider$Grant;

    iget-object v3, v6, Lcom/fernhill/stockroom/core/StateStore$Session;->capabilities:Ljava/util/Set;

    iget-object v4, v6, Lcom/fernhill/stockroom/core/StateStore$Session;->scopes:Ljava/util/Set;

    invoke-direct {v0, p2, v3, v4}, Lcom/fernhill/stockroom/core/PluginProvider$Grant;-><init>(ILjava/util/Set;Ljava/util/Set;)V

    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 90
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 91
    const-string v0, "stock.read"

    const-string v1, "View stock"

    const-string v2, "See items, locations and quantities"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 92
    const-string v0, "stock.write"

    const-string v1, "Change stock counts"

    const-string v2, "Adjust and recount quantities"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 93
    const-string v0, "stock.admin"

    const-string v1, "Remove items"

    const-string v2, "Delete items from the inventory"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/fernhill/stockroom/inventory/InventoryProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 94
    return-object v4
.end method

.method protected supportedCapabilities()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 110
    sget-object v0, Lcom/fernhill/stockroom/inventory/InventoryProvider;->CAPABILITIES:Ljava/util/Set;

    return-object v0
.end method
