.class public final Lcom/larderly/Ticket$Companion;
.super Ljava/lang/Object;
.source "Tickets.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/Ticket$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final issue(ILjava/lang/String;Ljava/lang/String;)Lcom/larderly/Ticket;
    .registers 22
    move-object/from16 v0, p2
    const-string v1, "tool"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p3
    const-string v1, "args"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v11, Ljava/lang/StringBuilder;
    invoke-direct {v11}, Ljava/lang/StringBuilder;-><init>()V
    move-object v12, v11
    const/4 v13, 0x0
    .line 13
    const/4 v14, 0x3
    const/4 v15, 0x0
:L34
    if-ge v15, v14, :L82
    move/from16 v16, v15
    .line 49
    const/16 v17, 0x0
    .line 13
    sget-object v1, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {v1}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    const-string v3, "toHexString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/16 v2, 0x10
    const/16 v3, 0x30
    invoke-static {v1, v2, v3}, Lkotlin/text/StringsKt;->padStart(Ljava/lang/String;IC)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v12, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    add-int/lit8 v15, v15, 0x1
    goto :L34
:L82
    .line 12
    invoke-virtual {v11}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v10
    .line 15
    new-instance v0, Lcom/larderly/Ticket;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v6
    const-wide/32 v8, 0x927c0
    add-long/2addr v6, v8
    move-object v1, v10
    move/from16 v2, p1
    move-object/from16 v3, p2
    move-object/from16 v4, p3
    move-wide v5, v6
    invoke-direct/range {v0 .. v6}, Lcom/larderly/Ticket;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V
    return-object v0
.end method
