.class public final Lcom/example/enumt/ScreenProvider;
.super Landroid/content/ContentProvider;
.source "ScreenProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 6
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object p2
    .line 7
    new-instance p3, Landroid/os/Bundle;
    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V
    .line 8
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 9
    const-string v0, "wipe"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_review
    .line 10
    new-instance v0, Landroid/content/Intent;
    sget-object v1, Lcom/example/enumt/Screen;->CONFIRM:Lcom/example/enumt/Screen;
    invoke-virtual {v1}, Lcom/example/enumt/Screen;->getCls()Ljava/lang/Class;
    move-result-object v1
    invoke-direct {v0, p2, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x1
    const/high16 v2, 0x4000000
    invoke-static {p2, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :goto_done
    .line 11
    :cond_review
    const-string v0, "review"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_safe
    .line 12
    new-instance v0, Landroid/content/Intent;
    sget-object v1, Lcom/example/enumt/Screen;->REVIEW:Lcom/example/enumt/Screen;
    invoke-virtual {v1}, Lcom/example/enumt/Screen;->getCls()Ljava/lang/Class;
    move-result-object v1
    invoke-direct {v0, p2, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x2
    const/high16 v2, 0x4000000
    invoke-static {p2, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :goto_done
    .line 14
    :cond_safe
    const-string v0, "pick"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_choose
    .line 16
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getResources()Landroid/content/res/Resources;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/res/Resources;->getConfiguration()Landroid/content/res/Configuration;
    move-result-object v0
    iget v0, v0, Landroid/content/res/Configuration;->smallestScreenWidthDp:I
    const/16 v1, 0x258
    if-lt v0, v1, :cond_pick_safe
    sget-object v1, Lcom/example/enumt/Screen;->PICK:Lcom/example/enumt/Screen;
    goto :goto_pick
    :cond_pick_safe
    sget-object v1, Lcom/example/enumt/Screen;->SAFE:Lcom/example/enumt/Screen;
    :goto_pick
    invoke-virtual {v1}, Lcom/example/enumt/Screen;->getCls()Ljava/lang/Class;
    move-result-object v1
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, p2, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x4
    const/high16 v2, 0x4000000
    invoke-static {p2, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :goto_done
    .line 18
    :cond_choose
    const-string v0, "choose"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_else
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getResources()Landroid/content/res/Resources;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/res/Resources;->getConfiguration()Landroid/content/res/Configuration;
    move-result-object v0
    iget v0, v0, Landroid/content/res/Configuration;->smallestScreenWidthDp:I
    const/16 v1, 0x258
    if-lt v0, v1, :cond_choose_b
    const-class v1, Lcom/example/enumt/ConfirmActivity;
    goto :goto_choose
    :cond_choose_b
    const-class v1, Lcom/example/enumt/LingerActivity;
    :goto_choose
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, p2, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x5
    const/high16 v2, 0x4000000
    invoke-static {p2, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :goto_done
    .line 20
    :cond_else
    const-string v0, "helper_review"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_helper_safe
    .line 22
    sget-object v1, Lcom/example/enumt/Screen;->REVIEW:Lcom/example/enumt/Screen;
    invoke-static {p2, v1}, Lcom/example/enumt/ScreensKt;->pending(Landroid/content/Context;Lcom/example/enumt/Screen;)Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :goto_done
    :cond_helper_safe
    const-string v0, "helper_safe"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_last
    .line 24
    sget-object v1, Lcom/example/enumt/Screen;->SAFE:Lcom/example/enumt/Screen;
    invoke-static {p2, v1}, Lcom/example/enumt/ScreensKt;->pending(Landroid/content/Context;Lcom/example/enumt/Screen;)Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :goto_done
    .line 26
    :cond_last
    new-instance v0, Landroid/content/Intent;
    sget-object v1, Lcom/example/enumt/Screen;->SAFE:Lcom/example/enumt/Screen;
    invoke-virtual {v1}, Lcom/example/enumt/Screen;->getCls()Ljava/lang/Class;
    move-result-object v1
    invoke-direct {v0, p2, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x3
    const/high16 v2, 0x4000000
    invoke-static {p2, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    check-cast v0, Landroid/os/Parcelable;
    const-string v1, "resolution"
    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :goto_done
    .line 16
    return-object p3
.end method
