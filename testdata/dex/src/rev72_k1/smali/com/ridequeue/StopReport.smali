.class public final Lcom/ridequeue/StopReport;
.super Ljava/lang/Object;
.source "RouteProvider.kt"

.field private final uid:I
.field private final stop:Ljava/lang/String;

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "stop"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput v2, v1, Lcom/ridequeue/StopReport;->uid:I
    iput-object v3, v1, Lcom/ridequeue/StopReport;->stop:Ljava/lang/String;
    return-void
.end method

.method public final getUid()I
    .registers 2
    .line 27
    iget v0, v1, Lcom/ridequeue/StopReport;->uid:I
    return v0
.end method

.method public final getStop()Ljava/lang/String;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/ridequeue/StopReport;->stop:Ljava/lang/String;
    return-object v0
.end method

