.class public final Lcom/hearthly/ResolutionsKt;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# static fields
.field public static final ACTION_CONFIRM_SCHEDULE:Ljava/lang/String; = "com.hearthly.action.CONFIRM_SCHEDULE"
.field public static final EXTRA_PROMPT:Ljava/lang/String; = "com.hearthly.extra.PROMPT"
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.hearthly.extra.RESUME_TOKEN"


# direct methods
.method public static final getLockScreen(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v0, Landroid/content/Intent;
    const-class v2, Lcom/hearthly/DoorConfirmActivity;
    invoke-direct {v0, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method

.method public static final getPrompt(Landroid/content/Intent;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    const-string v1, "com.hearthly.extra.PROMPT"
    invoke-virtual {p0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final getResumeToken(Landroid/content/Intent;)Ljava/lang/String;
    .registers 3
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const-string v1, "com.hearthly.extra.RESUME_TOKEN"
    invoke-virtual {p0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final getRoutineScreen(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Landroid/content/Intent;
    const-class v2, Lcom/hearthly/RoutineConfirmActivity;
    invoke-direct {v0, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method

.method public static final getScheduleScreen(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.hearthly.action.CONFIRM_SCHEDULE"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "setPackage(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final resolutionFor(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;II)Landroid/app/PendingIntent;
    .registers 11
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    const-string v1, "com.hearthly.extra.RESUME_TOKEN"
    invoke-virtual {p1, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 32
    const-string v1, "com.hearthly.extra.PROMPT"
    invoke-virtual {v0, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v3
    .line 35
    const/4 v4, 0x0
    .line 33
    invoke-static {p0, p5, v3, p4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic resolutionFor$default(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 9
    .line 24
    and-int/lit8 v0, p6, 0x8
    if-eqz v0, :L12
    .line 28
    const/high16 p4, 0x8000000
:L12
    .line 24
    and-int/lit8 v0, p6, 0x10
    if-eqz v0, :L26
    .line 29
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result p5
:L26
    .line 24
    invoke-static/range {p0 .. p5}, Lcom/hearthly/ResolutionsKt;->resolutionFor(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;II)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
