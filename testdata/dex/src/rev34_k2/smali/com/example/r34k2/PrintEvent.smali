.class public interface abstract Lcom/example/r34k2/PrintEvent;
.super Ljava/lang/Object;
.source "Notify.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34k2/PrintEvent$Ready;,
        Lcom/example/r34k2/PrintEvent$Shipped;
    }
.end annotation

.method public abstract getOrderId()Ljava/lang/String;
.end method
