# Kotlin sketch (Pis.kt):
#   fun confirmPi(ctx: Context, flags: Int = PendingIntent.FLAG_IMMUTABLE): PendingIntent =
#       PendingIntent.getActivity(ctx, 0, Intent(ctx, ConfirmActivity::class.java), flags)     // 3
#   fun implicitPi(ctx: Context, flags: Int): PendingIntent =
#       PendingIntent.getActivity(ctx, 0, Intent("com.example.pf.CONFIRM"), flags)             // 5
#   fun Intent.toConfirm(ctx: Context): Intent =
#       apply { component = ComponentName(ctx, ConfirmActivity::class.java) }                  // 7
#   fun Intent.withOwnPackage(ctx: Context): Intent =
#       apply { setPackage(ctx.packageName) }                                                  // 9
# `confirmPi(ctx)` compiles to confirmPi$default(ctx, 0, 2, null): bit 1 of
# the mask says the second argument takes its default.
.class public final Lcom/example/pf/PisKt;
.super Ljava/lang/Object;
.source "Pis.kt"

.method public static final confirmPi(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pf/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    invoke-static {p0, v1, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "getActivity(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic confirmPi$default(Landroid/content/Context;IILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 4
    and-int/lit8 p2, p2, 0x2
    if-eqz p2, :cond_0
    const/high16 p1, 0x4000000
    :cond_0
    invoke-static {p0, p1}, Lcom/example/pf/PisKt;->confirmPi(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static final implicitPi(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 5
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.pf.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {p0, v1, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "getActivity(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final toConfirm(Landroid/content/Intent;Landroid/content/Context;)Landroid/content/Intent;
    .registers 6
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    move-object v0, p0
    const/4 v1, 0x0
    new-instance v2, Landroid/content/ComponentName;
    const-class v3, Lcom/example/pf/ConfirmActivity;
    invoke-direct {v2, p1, v3}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v0, v2}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    return-object p0
.end method

.method public static final withOwnPackage(Landroid/content/Intent;Landroid/content/Context;)Landroid/content/Intent;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    move-object v0, p0
    const/4 v1, 0x0
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    return-object p0
.end method
