.class public final Lcom/marginalia/notes/tools/ResolutionsKt;
.super Ljava/lang/Object;
.source "Resolutions.kt"


# static fields
.field public static final EXTRA_SCOPE:Ljava/lang/String; = "com.marginalia.notes.extra.SCOPE"

.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "com.marginalia.notes.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.marginalia.notes.extra.TOKEN"


# direct methods
.method public static final confirmationIntent(Landroid/content/Context;Lcom/marginalia/notes/tools/Held;I)Landroid/app/PendingIntent;
    .registers 8

    const-string v1, "context"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "held"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/marginalia/notes/tools/ConfirmActivity;

    invoke-direct {v0, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 20
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.marginalia.notes.extra.TOKEN"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 21
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Held;->getSummary()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.marginalia.notes.extra.SUMMARY"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 22
    invoke-virtual {p1}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {p0, v1, v4, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static synthetic confirmationIntent$default(Landroid/content/Context;Lcom/marginalia/notes/tools/Held;IILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 6

    .line 17
    and-int/lit8 v0, p3, 0x4

    if-eqz v0, :cond_0

    .line 18
    const/high16 p2, 0xc000000

    .line 17
    :cond_0
    invoke-static {p0, p1, p2}, Lcom/marginalia/notes/tools/ResolutionsKt;->confirmationIntent(Landroid/content/Context;Lcom/marginalia/notes/tools/Held;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static final grantIntent(Landroid/content/Context;Landroid/content/Intent;Lcom/marginalia/notes/tools/Held;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    const-string v1, "context"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "screen"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "held"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "scope"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-virtual {p2}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.marginalia.notes.extra.TOKEN"

    invoke-virtual {p1, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.marginalia.notes.extra.SCOPE"

    invoke-virtual {v0, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 28
    invoke-virtual {p2}, Lcom/marginalia/notes/tools/Held;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0x4000000

    invoke-static {p0, v1, p1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
