.class public final Lcom/example/r27r/Resolutions;
.super Ljava/lang/Object;
.source "PayProvider.kt"

.field private final ctx:Landroid/content/Context;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r27r/Resolutions;->ctx:Landroid/content/Context;
    return-void
.end method

.method public static synthetic confirm$default(Lcom/example/r27r/Resolutions;Ljava/lang/String;ZILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 5
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_0
    .line 18
    const/4 p2, 0x0
    :cond_0
    invoke-virtual {p0, p1, p2}, Lcom/example/r27r/Resolutions;->confirm(Ljava/lang/String;Z)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public final confirm(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    const-string v0, "op"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v0, 0x0
    const/4 v1, 0x2
    const/4 v2, 0x0
    invoke-static {p0, p1, v0, v1, v2}, Lcom/example/r27r/Resolutions;->confirm$default(Lcom/example/r27r/Resolutions;Ljava/lang/String;ZILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method

.method public final confirm(Ljava/lang/String;Z)Landroid/app/PendingIntent;
    .registers 7
    const-string v0, "op"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Landroid/content/Intent;
    iget-object v1, p0, Lcom/example/r27r/Resolutions;->ctx:Landroid/content/Context;
    const-class v2, Lcom/example/r27r/ConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "op"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 20
    if-eqz p2, :cond_immutable
    const/high16 p2, 0x2000000
    goto :goto_flags
    :cond_immutable
    const/high16 p2, 0x4000000
    :goto_flags
    const/high16 v1, 0x8000000
    or-int/2addr p2, v1
    .line 21
    iget-object v1, p0, Lcom/example/r27r/Resolutions;->ctx:Landroid/content/Context;
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p1
    invoke-static {v1, p1, v0, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "getActivity(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public final legacy(Ljava/lang/String;)Landroid/content/Intent;
    .registers 5
    const-string v0, "op"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r27r.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    iget-object v1, p0, Lcom/example/r27r/Resolutions;->ctx:Landroid/content/Context;
    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "op"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    const-string v0, "putExtra(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
