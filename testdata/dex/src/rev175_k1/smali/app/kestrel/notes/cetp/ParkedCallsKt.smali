.class public final Lapp/kestrel/notes/cetp/ParkedCallsKt;
.super Ljava/lang/Object;
.source "ParkedCalls.kt"


# direct methods
.method public static final confirmOrPark-mRbj7fM(Landroid/content/Context;Lapp/kestrel/notes/cetp/ResolutionFactory;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 19

    const-string v1, "context"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "factory"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p6

    const-string v1, "rawArgs"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p8

    const-string v1, "summary"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    move-object/from16 v9, p6

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v9, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/kestrel/notes/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v8

    .line 59
    if-nez p7, :cond_0

    .line 60
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->INSTANCE:Lapp/kestrel/notes/cetp/ParkedCalls;

    move v1, p2

    move-object v2, p3

    move-object v3, p4

    move-object v4, p5

    move-object v5, v8

    move-object/from16 v6, p8

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/cetp/ParkedCalls;->park-hqmvtcU(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 61
    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    new-instance v2, Lapp/kestrel/notes/cetp/ToolFailure$Pending;

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v7

    invoke-interface {p1, p0, v9, v7}, Lapp/kestrel/notes/cetp/ResolutionFactory;->create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v4

    invoke-direct {v2, v4, v9}, Lapp/kestrel/notes/cetp/ToolFailure$Pending;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 63
    :cond_0
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->INSTANCE:Lapp/kestrel/notes/cetp/ParkedCalls;

    move-object/from16 v1, p7

    move v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move-object v6, v8

    invoke-virtual/range {v0 .. v6}, Lapp/kestrel/notes/cetp/ParkedCalls;->redeem-wFFzvMM(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/kestrel/notes/cetp/Parked;

    move-result-object v0

    if-nez v0, :cond_1

    .line 64
    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    sget-object v2, Lapp/kestrel/notes/cetp/ToolFailure$BadResume;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$BadResume;

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 63
    :cond_1
    move-object v9, v0

    .line 65
    invoke-virtual {v9}, Lapp/kestrel/notes/cetp/Parked;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/kestrel/notes/cetp/ToolException;

    sget-object v2, Lapp/kestrel/notes/cetp/ToolFailure$Declined;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Declined;

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/kestrel/notes/cetp/ToolException;-><init>(Lapp/kestrel/notes/cetp/ToolFailure;)V

    throw v0

    .line 66
    :cond_2
    return-void
.end method
