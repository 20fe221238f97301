.class Lcom/lunchline/bus/OrdersModule$1;
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

    .line 15
    iput-object p1, p0, Lcom/lunchline/bus/OrdersModule$1;->val$store:Lcom/lunchline/data/LunchStore;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run(Lorg/json/JSONObject;I)Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 18
    const-string v0, "caller_package"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 19
    iget-object v1, p0, Lcom/lunchline/bus/OrdersModule$1;->val$store:Lcom/lunchline/data/LunchStore;

    const-string v2, "dish"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v0, v2}, Lcom/lunchline/data/LunchStore;->placeOrder(Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v1

    .line 20
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "order_id"

    invoke-virtual {v3, v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {v3}, Lcom/lunchline/bus/CommandBus;->value(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v3

    return-object v3
.end method
