.class public final Lcom/example/r34k2/PrintEvent$Ready;
.super Ljava/lang/Object;
.source "Notify.kt"

# interfaces
.implements Lcom/example/r34k2/PrintEvent;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r34k2/PrintEvent;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Ready"
.end annotation

.field private final orderId:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "orderId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r34k2/PrintEvent$Ready;->orderId:Ljava/lang/String;
    return-void
.end method

.method public getOrderId()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/example/r34k2/PrintEvent$Ready;->orderId:Ljava/lang/String;
    return-object v0
.end method
