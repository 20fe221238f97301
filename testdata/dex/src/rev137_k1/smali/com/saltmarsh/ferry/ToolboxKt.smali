.class public final Lcom/saltmarsh/ferry/ToolboxKt;
.super Ljava/lang/Object;
.source "Toolbox.kt"


# static fields
.field public static final MAX_REQUEST_BYTES:I = 0x10000


# direct methods
.method public static final synthetic arg(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/Object;
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    .line 130
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const/4 v1, 0x2

    const-string v2, "T"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V

    check-cast v0, Ljava/lang/Object;

    return-object v0
.end method

.method public static final askUser(Lcom/saltmarsh/ferry/ToolCall;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/saltmarsh/ferry/Reply;
    .registers 9

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "prompt"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "open"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    .line 125
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/ToolCall;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    invoke-virtual {v0, p0}, Lcom/saltmarsh/ferry/Toolbox;->mint(Lcom/saltmarsh/ferry/ToolCall;)Ljava/lang/String;

    move-result-object v4

    .line 126
    new-instance v0, Lcom/saltmarsh/ferry/Reply$NeedsUser;

    invoke-interface {p3, v4}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Landroid/app/PendingIntent;

    invoke-direct {v0, p1, p2, v2, v4}, Lcom/saltmarsh/ferry/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method public static final toolbox(Landroid/content/Context;Ljava/lang/String;Ljava/util/Random;Lcom/saltmarsh/ferry/Outcomes;Lkotlin/jvm/functions/Function2;Lkotlin/jvm/functions/Function1;)Lcom/saltmarsh/ferry/Toolbox;
    .registers 14

    const-string v1, "ctx"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "rng"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcomes"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "redeem"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "build"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x0

    .line 121
    new-instance v0, Lcom/saltmarsh/ferry/Toolbox;

    move-object v1, p0

    move-object v2, p1

    move-object v3, p2

    move-object v4, p3

    move-object v5, p4

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/ferry/Toolbox;-><init>(Landroid/content/Context;Ljava/lang/String;Ljava/util/Random;Lcom/saltmarsh/ferry/Outcomes;Lkotlin/jvm/functions/Function2;)V

    move-object v7, v0

    invoke-interface {p5, v7}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    return-object v7
.end method
