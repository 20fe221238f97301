.class public final Lcom/example/r34k2/PrintEvent$Shipped;
.super Ljava/lang/Object;
.source "Notify.kt"

# interfaces
.implements Lcom/example/r34k2/PrintEvent;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r34k2/PrintEvent;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Shipped"
.end annotation

.field private final orderId:Ljava/lang/String;

.field private final tracking:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "orderId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tracking"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r34k2/PrintEvent$Shipped;->orderId:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r34k2/PrintEvent$Shipped;->tracking:Ljava/lang/String;
    return-void
.end method

.method public getOrderId()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/example/r34k2/PrintEvent$Shipped;->orderId:Ljava/lang/String;
    return-object v0
.end method

.method public final getTracking()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/example/r34k2/PrintEvent$Shipped;->tracking:Ljava/lang/String;
    return-object v0
.end method
