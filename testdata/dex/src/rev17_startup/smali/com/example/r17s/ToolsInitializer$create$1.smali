.class public final Lcom/example/r17s/ToolsInitializer$create$1;
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
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "extras"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    move-object v1, v0
    const/4 v2, 0x0
    const-string v3, "com.example.r17s.SHARE"
    invoke-virtual {v1, v3}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v3}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    # true positive CETP602: the Intent is only given a package
    .line 15
    const/high16 v1, 0x4000000
    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 16
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
