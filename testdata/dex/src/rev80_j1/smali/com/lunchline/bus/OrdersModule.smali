.class public final Lcom/lunchline/bus/OrdersModule;
.super Ljava/lang/Object;
.source "OrdersModule.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    return-void
.end method

.method public static register(Lcom/lunchline/bus/CommandBus;Lcom/lunchline/data/LunchStore;)V
    .registers 4

    .line 15
    new-instance v0, Lcom/lunchline/bus/OrdersModule$1;

    invoke-direct {v0, p1}, Lcom/lunchline/bus/OrdersModule$1;-><init>(Lcom/lunchline/data/LunchStore;)V

    const-string v1, "place_order"

    invoke-virtual {p0, v1, v0}, Lcom/lunchline/bus/CommandBus;->register(Ljava/lang/String;Lcom/lunchline/bus/Command;)V

    .line 23
    new-instance v0, Lcom/lunchline/bus/OrdersModule$2;

    invoke-direct {v0, p1}, Lcom/lunchline/bus/OrdersModule$2;-><init>(Lcom/lunchline/data/LunchStore;)V

    const-string v1, "cancel_order"

    invoke-virtual {p0, v1, v0}, Lcom/lunchline/bus/CommandBus;->register(Ljava/lang/String;Lcom/lunchline/bus/Command;)V

    .line 34
    new-instance v0, Lcom/lunchline/bus/OrdersModule$3;

    invoke-direct {v0, p1}, Lcom/lunchline/bus/OrdersModule$3;-><init>(Lcom/lunchline/data/LunchStore;)V

    const-string v1, "order_history"

    invoke-virtual {p0, v1, v0}, Lcom/lunchline/bus/CommandBus;->register(Ljava/lang/String;Lcom/lunchline/bus/Command;)V

    .line 48
    return-void
.end method
