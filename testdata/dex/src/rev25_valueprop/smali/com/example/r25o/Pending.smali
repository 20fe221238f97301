.class public final Lcom/example/r25o/Pending;
.super Ljava/lang/Object;
.source "Ops.kt"

# Kotlin: class Pending(val owner: Uid, val id: OpId). Value class
# parameters make the constructor private with a public synthetic twin
# taking a DefaultConstructorMarker, and mangle the getters
# (getOwner-q9nHjas, getId-UfHhsGw); the fields hold the bare values.

.field private final id:Ljava/lang/String;

.field private final owner:I

.method private constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "id"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r25o/Pending;->owner:I
    iput-object p2, p0, Lcom/example/r25o/Pending;->id:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Lcom/example/r25o/Pending;-><init>(ILjava/lang/String;)V
    return-void
.end method

.method public final getOwner-q9nHjas()I
    .registers 2
    .line 4
    iget v0, p0, Lcom/example/r25o/Pending;->owner:I
    return v0
.end method

.method public final getId-UfHhsGw()Ljava/lang/String;
    .registers 2
    .line 4
    iget-object v0, p0, Lcom/example/r25o/Pending;->id:Ljava/lang/String;
    return-object v0
.end method
