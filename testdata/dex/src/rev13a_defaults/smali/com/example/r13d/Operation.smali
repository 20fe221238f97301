.class public final Lcom/example/r13d/Operation;
.super Ljava/lang/Object;
.source "Operation.kt"

.field private final token:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r13d/Operation;->token:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    and-int/lit8 p2, p2, 0x1
    if-eqz p2, :cond_0
    .line 5
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "toString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :cond_0
    invoke-direct {p0, p1}, Lcom/example/r13d/Operation;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r13d/Operation;->token:Ljava/lang/String;
    return-object v0
.end method
