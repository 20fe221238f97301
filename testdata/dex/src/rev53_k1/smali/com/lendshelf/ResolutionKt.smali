.class public final Lcom/lendshelf/ResolutionKt;
.super Ljava/lang/Object;
.source "Resolution.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nResolution.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Resolution.kt\ncom/lendshelf/ResolutionKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,22:1\n1#2:23\n*E\n"
.end annotation


.method public static final resolution(Landroid/content/Context;Lkotlin/jvm/functions/Function1;)Landroid/app/PendingIntent;
    .registers 11
    const-string v1, "ctx"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "build"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lcom/lendshelf/ResolutionSpec;
    invoke-direct {v0}, Lcom/lendshelf/ResolutionSpec;-><init>()V
    move-object v5, v0
    invoke-interface {v10, v5}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 17
    move-object v4, v5
    .line 18
    invoke-virtual {v4}, Lcom/lendshelf/ResolutionSpec;->getTarget()Ljava/lang/Class;
    move-result-object v0
    if-eqz v0, :L57
    move-object v7, v0
    .line 23
    const/4 v0, 0x0
    move v8, v0
    .line 18
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v9, v7}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 18
    nop
    .line 18
    goto :L65
    :L57
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    :L65
    move-object v5, v0
    .line 19
    invoke-virtual {v4}, Lcom/lendshelf/ResolutionSpec;->getAction()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L89
    move-object v6, v0
    .line 23
    const/4 v0, 0x0
    move v7, v0
    .line 19
    invoke-virtual {v5, v6}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 19
    goto :L91
    :L89
    .line 19
    nop
    :L91
    .line 20
    invoke-virtual {v4}, Lcom/lendshelf/ResolutionSpec;->getRequestCode()I
    move-result v1
    invoke-virtual {v4}, Lcom/lendshelf/ResolutionSpec;->getFlags()I
    move-result v3
    invoke-static {v9, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

