.class public final Lcom/example/r33k1/LockCommand$History;
.super Lcom/example/r33k1/LockCommand;
.source "Commands.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k1/LockCommand;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "History"
.end annotation

.field private final door:Ljava/lang/String;
.field private final days:I

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/r33k1/LockCommand;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/r33k1/LockCommand$History;->door:Ljava/lang/String;
    iput p2, p0, Lcom/example/r33k1/LockCommand$History;->days:I
    return-void
.end method

.method public final getDoor()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/example/r33k1/LockCommand$History;->door:Ljava/lang/String;
    return-object v0
.end method

.method public final getDays()I
    .registers 2
    .line 12
    iget v0, p0, Lcom/example/r33k1/LockCommand$History;->days:I
    return v0
.end method
