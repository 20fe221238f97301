.class Lcom/lunchline/bus/OrdersModule$3;
.super Ljava/lang/Object;
.source "OrdersModule.java"

# interfaces
.implements Lcom/lunchline/bus/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lunchline/bus/OrdersModule;->register(Lcom/lunchline/bus/CommandBus;Lcom/lunchline/data/LunchStore;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic val$store:Lcom/lunchline/data/LunchStore;


# direct methods
.method constructor <init>(Lcom/lunchline/data/LunchStore;)V
    .registers 2

    .line 34
    iput-object p1, p0, Lcom/lunchline/bus/OrdersModule$3;->val$store:Lcom/lunchline/data/LunchStore;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lorg/json/JSONObject;I)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 38
    :try_start_0
    iget-object v0, p0, Lcom/lunchline/bus/OrdersModule$3;->val$store:Lcom/lunchline/data/LunchStore;

    const-string v1, "week"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lcom/lunchline/data/LunchStore;->history(Ljava/lang/String;I)Landroid/database/Cursor;

    move-result-object v0

    .line 39
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I

    move-result v1

    .line 40
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 41
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "orders"

    invoke-virtual {v2, v3, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {v2}, Lcom/lunchline/bus/CommandBus;->value(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v2

    .line 42
    :catch_0
    move-exception v0

    .line 43
    const-string v1, "LunchLine"

    const-string v2, "history failed"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 44
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "order history unavailable"

    invoke-static {v1, v2}, Lcom/lunchline/bus/CommandBus;->errorJson(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method
