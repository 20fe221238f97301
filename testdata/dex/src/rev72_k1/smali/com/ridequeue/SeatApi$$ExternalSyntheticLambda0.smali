.class public final synthetic Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/ridequeue/SeatCallback;
.field public final synthetic f$1:Lcom/ridequeue/SeatApi;
.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/ridequeue/SeatCallback;Lcom/ridequeue/SeatApi;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;->f$0:Lcom/ridequeue/SeatCallback;
    iput-object p2, p0, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;->f$1:Lcom/ridequeue/SeatApi;
    iput-object p3, p0, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 4
    iget-object v0, p0, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;->f$0:Lcom/ridequeue/SeatCallback;
    iget-object v1, p0, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;->f$1:Lcom/ridequeue/SeatApi;
    iget-object v2, p0, Lcom/ridequeue/SeatApi$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/ridequeue/SeatApi;->fetch$lambda$0(Lcom/ridequeue/SeatCallback;Lcom/ridequeue/SeatApi;Ljava/lang/String;)V
    return-void
.end method
