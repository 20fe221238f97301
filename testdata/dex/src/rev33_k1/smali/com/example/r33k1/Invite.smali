.class public final Lcom/example/r33k1/Invite;
.super Ljava/lang/Object;
.source "LockHub.kt"

.field private final uid:I
.field private final door:Ljava/lang/String;
.field private final guest:Ljava/lang/String;

.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5
    const-string v0, "door"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "guest"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r33k1/Invite;->uid:I
    iput-object p2, p0, Lcom/example/r33k1/Invite;->door:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/r33k1/Invite;->guest:Ljava/lang/String;
    return-void
.end method

.method public final getUid()I
    .registers 2
    .line 50
    iget v0, p0, Lcom/example/r33k1/Invite;->uid:I
    return v0
.end method

.method public final getDoor()Ljava/lang/String;
    .registers 2
    .line 50
    iget-object v0, p0, Lcom/example/r33k1/Invite;->door:Ljava/lang/String;
    return-object v0
.end method

.method public final getGuest()Ljava/lang/String;
    .registers 2
    .line 50
    iget-object v0, p0, Lcom/example/r33k1/Invite;->guest:Ljava/lang/String;
    return-object v0
.end method
