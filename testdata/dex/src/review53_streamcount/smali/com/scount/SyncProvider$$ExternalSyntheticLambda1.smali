.class public final synthetic Lcom/scount/SyncProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Predicate;

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final test(Ljava/lang/Object;)Z
    .registers 2
    check-cast p1, Ljava/lang/String;
    invoke-static {p1}, Lcom/scount/SyncProvider;->lambda$call$0(Ljava/lang/String;)Z
    move-result p1
    return p1
.end method
