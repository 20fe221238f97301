.class Lcom/lunchline/bus/OrdersModule$2;
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

    .line 23
    iput-object p1, p0, Lcom/lunchline/bus/OrdersModule$2;->val$store:Lcom/lunchline/data/LunchStore;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lorg/json/JSONObject;I)Ljava/lang/String;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 26
    const-string v0, "order_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    .line 27
    const-string v3, "confirmed"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v3

    if-nez v3, :cond_delete

    .line 28
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "error_code"

    const-string v5, "USER_ACTION_REQUIRED"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3, v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    return-object v3

    .line 30
    :cond_delete
    iget-object v3, p0, Lcom/lunchline/bus/OrdersModule$2;->val$store:Lcom/lunchline/data/LunchStore;

    invoke-virtual {v3, v1, v2, p2}, Lcom/lunchline/data/LunchStore;->deleteOrder(JI)I

    .line 31
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "cancelled"

    const/4 v5, 0x1

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {v3}, Lcom/lunchline/bus/CommandBus;->value(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    return-object v3
.end method
