.class public final Lcom/example/r33k1/LockCommand$DoorState;
.super Lcom/example/r33k1/LockCommand;
.source "Commands.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k1/LockCommand;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "DoorState"
.end annotation

.field private final door:Ljava/lang/String;
.field private final force:Z

.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/r33k1/LockCommand;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/r33k1/LockCommand$DoorState;->door:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/example/r33k1/LockCommand$DoorState;->force:Z
    return-void
.end method

.method public final getDoor()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/r33k1/LockCommand$DoorState;->door:Ljava/lang/String;
    return-object v0
.end method

.method public final getForce()Z
    .registers 2
    .line 8
    iget-boolean v0, p0, Lcom/example/r33k1/LockCommand$DoorState;->force:Z
    return v0
.end method
