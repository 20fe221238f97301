.class final Lcom/fernhill/stockroom/inventory/StockChangeFeed;
.super Ljava/lang/Object;
.source "StockChangeFeed.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/inventory/StockChangeFeed$ItemIds;
    }
.end annotation


# static fields
.field static final ITEMS_URI:Ljava/lang/String; = "content://com.fernhill.stockroom.tools.inventory/items/"


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/fernhill/stockroom/core/StockDb;


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;)V
    .registers 3

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 46
    iput-object p1, p0, Lcom/fernhill/stockroom/inventory/StockChangeFeed;->context:Landroid/content/Context;

    .line 47
    iput-object p2, p0, Lcom/fernhill/stockroom/inventory/StockChangeFeed;->db:Lcom/fernhill/stockroom/core/StockDb;

    .line 48
    return-void
.end method

.method private note(Ljava/lang/String;)V
    .registers 7

    .line 67
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 68
    const-string v1, "item_id"

    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 69
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "changed_by"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 70
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 71
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/StockChangeFeed;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "stock_feed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 72
    return-void
.end method


# virtual methods
.method publish(Lcom/fernhill/stockroom/core/RequestTree;)V
    .registers 11

    .line 51
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    new-instance v1, Lcom/fernhill/stockroom/inventory/StockChangeFeed$ItemIds;

    invoke-direct {v1}, Lcom/fernhill/stockroom/inventory/StockChangeFeed$ItemIds;-><init>()V

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v3, v0

    .line 52
    invoke-interface {v3}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 53
    return-void

    .line 55
    :cond_0
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v4

    .line 57
    :try_start_0
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 58
    iget-object v0, p0, Lcom/fernhill/stockroom/inventory/StockChangeFeed;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "content://com.fernhill.stockroom.tools.inventory/items/"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v1

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 59
    invoke-direct {p0, v7}, Lcom/fernhill/stockroom/inventory/StockChangeFeed;->note(Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 60
    goto :goto_0

    .line 62
    :cond_1
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 63
    goto :goto_1

    :catchall_0
    move-exception v8

    .line 62
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 63
    throw v8

    .line 64
    :goto_1
    return-void
.end method
