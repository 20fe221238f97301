.class public final Lcom/example/r13d/Tickets;
.super Ljava/lang/Object;
.source "Tickets.kt"

.field public static final INSTANCE:Lcom/example/r13d/Tickets;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r13d/Tickets;
    invoke-direct {v0}, Lcom/example/r13d/Tickets;-><init>()V
    sput-object v0, Lcom/example/r13d/Tickets;->INSTANCE:Lcom/example/r13d/Tickets;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final mk0()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 6
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk1()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 7
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk2()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 8
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk3()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 9
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk4()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 10
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk5()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 11
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk6()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 12
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk7()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 13
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk8()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 14
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk9()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 15
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk10()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 16
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk11()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 17
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk12()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 18
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk13()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 19
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk14()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 20
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk15()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 21
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final mk16()Lcom/example/r13d/Ticket;
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .registers 3
    .line 22
    new-instance v0, Lcom/example/r13d/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "toString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/example/r13d/Ticket;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
