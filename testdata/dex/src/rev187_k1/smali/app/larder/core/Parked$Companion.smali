.class public final Lapp/larder/core/Parked$Companion;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/core/Parked$Companion;-><init>()V

    return-void
.end method

.method private final mint(I)Ljava/lang/String;
    .registers 12

    .line 31
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    move-object v5, v4

    const/4 v6, 0x0

    .line 32
    const/4 v7, 0x0

    :goto_0
    if-ge v7, p1, :cond_0

    move v8, v7

    .line 59
    const/4 v9, 0x0

    .line 32
    invoke-static {}, Lapp/larder/core/Parked;->access$getRng$cp()Ljava/security/SecureRandom;

    move-result-object v2

    const/16 v3, 0x24

    invoke-virtual {v2, v3}, Ljava/security/SecureRandom;->nextInt(I)I

    move-result v2

    const-string v1, "0123456789abcdefghijklmnopqrstuvwxyz"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 31
    :cond_0
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 33
    return-object v0
.end method


# virtual methods
.method public final of(Lapp/larder/core/ToolCall;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/core/Parked;
    .registers 18

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "providerId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    new-instance v0, Lapp/larder/core/Parked;

    .line 36
    const/16 v3, 0x28

    invoke-direct {p0, v3}, Lapp/larder/core/Parked$Companion;->mint(I)Ljava/lang/String;

    move-result-object v2

    const/16 v4, 0x14

    invoke-direct {p0, v4}, Lapp/larder/core/Parked$Companion;->mint(I)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getUid()I

    move-result v4

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v7

    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v8

    .line 37
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v10

    const-wide/32 v12, 0x927c0

    add-long/2addr v10, v12

    .line 35
    move-object v1, v2

    move-object v2, v3

    move v3, v4

    move-object/from16 v4, p2

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object/from16 v8, p3

    move-wide v9, v10

    invoke-direct/range {v0 .. v10}, Lapp/larder/core/Parked;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 38
    return-object v0
.end method
