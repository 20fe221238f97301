.class public final Lapp/keelson/backup/cetp/SnapshotDeleteActivity;
.super Landroid/app/Activity;
.source "Screens.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 42
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 44
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 45
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/SnapshotDeleteActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "app.keelson.backup.extra.SUMMARY"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    move-object v0, p0

    if-nez v1, :cond_0

    const-string v1, "Delete a snapshot"

    :cond_0
    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lapp/keelson/backup/cetp/SnapshotDeleteActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 46
    return-void
.end method

.method public final onDelete(Landroid/view/View;)V
    .registers 6

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    move-object v0, p0

    check-cast v0, Landroid/app/Activity;

    invoke-static {v0}, Lapp/keelson/backup/cetp/ScreensKt;->access$getHeldToken(Landroid/app/Activity;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 87
    const/4 v3, 0x0

    .line 49
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2}, Lapp/keelson/backup/cetp/HeldCalls;->approve-I9TzmVI(Ljava/lang/String;)V

    goto :goto_0

    .line 50
    :cond_0
    :goto_0
    const-string v1, "Approved. Go back to your assistant."

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/keelson/backup/cetp/SnapshotDeleteActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 51
    return-void
.end method

.method public final onKeep(Landroid/view/View;)V
    .registers 6

    const-string v1, "view"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    move-object v0, p0

    check-cast v0, Landroid/app/Activity;

    invoke-static {v0}, Lapp/keelson/backup/cetp/ScreensKt;->access$getHeldToken(Landroid/app/Activity;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 87
    const/4 v3, 0x0

    .line 54
    sget-object v0, Lapp/keelson/backup/cetp/HeldCalls;->INSTANCE:Lapp/keelson/backup/cetp/HeldCalls;

    invoke-virtual {v0, v2}, Lapp/keelson/backup/cetp/HeldCalls;->deny-I9TzmVI(Ljava/lang/String;)V

    goto :goto_0

    .line 55
    :cond_0
    :goto_0
    const-string v1, "Kept. Go back to your assistant."

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/keelson/backup/cetp/SnapshotDeleteActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 56
    return-void
.end method
