# Kotlin sketch (RoomMutationExecutor.kt): the app's durable executor
# (reservation, mutation and result in one Room transaction); its body is
# beside the point here.
#   class RoomMutationExecutor : CetpMutationExecutor
.class public final Lcom/example/pc/RoomMutationExecutor;
.super Ljava/lang/Object;
.source "RoomMutationExecutor.kt"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
