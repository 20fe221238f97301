.class public final Lcom/example/dac/Ticket;
.super Ljava/lang/Object;
.source "Ticket.kt"

.field private final label:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.method public constructor <init>()V
    .registers 7
    .line 5
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x3
    const/4 v4, 0x0
    move-object v0, p0
    invoke-direct/range {v0 .. v4}, Lcom/example/dac/Ticket;-><init>(Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "label"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 6
    iput-object p1, p0, Lcom/example/dac/Ticket;->token:Ljava/lang/String;
    .line 7
    iput-object p2, p0, Lcom/example/dac/Ticket;->label:Ljava/lang/String;
    .line 5
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :cond_0
    .line 6
    new-instance p1, Ljava/util/Random;
    invoke-direct {p1}, Ljava/util/Random;-><init>()V
    invoke-virtual {p1}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object p1
    const-string v2, "toHexString(...)"
    invoke-static {p1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :cond_0
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_1
    .line 7
    const-string p2, ""
    .line 5
    :cond_1
    invoke-direct {p0, p1, p2}, Lcom/example/dac/Ticket;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public final getLabel()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/example/dac/Ticket;->label:Ljava/lang/String;
    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/dac/Ticket;->token:Ljava/lang/String;
    return-object v0
.end method
