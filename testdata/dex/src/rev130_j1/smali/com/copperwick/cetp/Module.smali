.class public interface abstract Lcom/copperwick/cetp/Module;
.super Ljava/lang/Object;
.source "Module.java"


# virtual methods
.method public abstract confirmations(Landroid/content/Context;Lcom/copperwick/config/Settings;Lcom/copperwick/data/Tickets;)Lcom/copperwick/cetp/Confirmations;
.end method

.method public abstract key()Ljava/lang/String;
.end method

.method public abstract seed(Lcom/copperwick/config/Settings;)V
.end method

.method public abstract tools(Lcom/copperwick/cetp/Container;Ljava/util/Map;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/copperwick/cetp/Container;",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/copperwick/cetp/Tool;",
            ">;)V"
        }
    .end annotation
.end method
