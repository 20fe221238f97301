.class public final Lapp/keelson/backup/cetp/ScreensKt;
.super Ljava/lang/Object;
.source "Screens.kt"


# static fields
.field public static final EXTRA_SCOPE:Ljava/lang/String; = "app.keelson.backup.extra.SCOPE"


# direct methods
.method public static final synthetic access$getHeldToken(Landroid/app/Activity;)Ljava/lang/String;
    .registers 2

    .line 1
    invoke-static {p0}, Lapp/keelson/backup/cetp/ScreensKt;->getHeldToken(Landroid/app/Activity;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private static final getHeldToken(Landroid/app/Activity;)Ljava/lang/String;
    .registers 5

    .line 13
    invoke-virtual {p0}, Landroid/app/Activity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.keelson.backup.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 87
    const/4 v3, 0x0

    .line 13
    invoke-static {v2}, Lapp/keelson/backup/cetp/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
