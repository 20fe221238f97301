.class public final Lcom/example/r33k1/LockCommand$RegisterPhoneKey;
.super Lcom/example/r33k1/LockCommand;
.source "Commands.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k1/LockCommand;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "RegisterPhoneKey"
.end annotation

.field private final door:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/r33k1/LockCommand;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;->door:Ljava/lang/String;
    return-void
.end method

.method public final getDoor()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/example/r33k1/LockCommand$RegisterPhoneKey;->door:Ljava/lang/String;
    return-object v0
.end method
