.class public final Lcom/example/r27t/LocalTool;
.super Ljava/lang/Object;
.source "Tools.kt"
.implements Lcom/example/r27t/Tool;

.method public constructor <init>()V
    .registers 1
    .line 40
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "args"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r27t/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
