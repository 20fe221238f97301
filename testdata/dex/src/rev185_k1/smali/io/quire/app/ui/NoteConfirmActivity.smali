.class public final Lio/quire/app/ui/NoteConfirmActivity;
.super Lio/quire/app/ui/ConfirmScreen;
.source "ConfirmScreen.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 55
    invoke-direct {p0}, Lio/quire/app/ui/ConfirmScreen;-><init>()V

    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 3

    .line 57
    invoke-virtual {p0}, Lio/quire/app/ui/NoteConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "io.quire.app.extra.MODE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "purge"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "Empty the trash?"

    goto :goto_0

    :cond_0
    const-string v0, "Move this note to the trash?"

    :goto_0
    return-object v0
.end method
