.class public final Lcom/example/r17s/ToolsInitializer$create$3;
.super Ljava/lang/Object;
.source "ToolsInitializer.kt"

# interfaces
.implements Lcom/example/r17s/Tool;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r17s/ToolsInitializer;->create(Landroid/content/Context;)Lcom/example/r17s/Registry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.method constructor <init>()V
    .registers 1
    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "extras"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r17s/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v1, v0
    const/4 v2, 0x0
    const-string v3, "what"
    const-string v4, "delete"
    invoke-virtual {v1, v3, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    # near miss CETP602: explicit Intent; near miss CETP106: ConfirmActivity is not exported
    .line 30
    const/4 v1, 0x2
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 31
    const-string v1, "pi"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p2}, Lcom/example/r17s/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v1
    const-string v2, "issue(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/example/r17s/ConfirmsKt;->confirm(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
