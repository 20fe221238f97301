.class public final Lcom/example/r13p/PisKt;
.super Ljava/lang/Object;
.source "Pis.kt"

.method public static final resolution(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 5
    const-string v0, "context"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r13p/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 10
    const/4 v1, 0x0
    invoke-static {p0, v1, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    const-string v0, "getActivity(...)"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v2
.end method

.method public static synthetic resolution$default(Landroid/content/Context;IILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 4
    and-int/lit8 p2, p2, 0x2
    if-eqz p2, :cond_0
    .line 8
    const/high16 p1, 0x4000000
    :cond_0
    invoke-static {p0, p1}, Lcom/example/r13p/PisKt;->resolution(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
