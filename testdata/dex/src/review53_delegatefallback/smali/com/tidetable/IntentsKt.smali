.class public final Lcom/tidetable/IntentsKt;
.super Ljava/lang/Object;
.source "Intents.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nIntents.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Intents.kt\ncom/tidetable/IntentsKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,17:1\n1#2:18\n*E\n"
.end annotation


.method public static final rotaIntent(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    .registers 10
    const-string v1, "<this>"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "target"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v8, v9}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    move-object v6, v5
    .line 18
    const/4 v0, 0x0
    move v7, v0
    .line 9
    const-string v1, "club"
    invoke-virtual {v8}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 9
    .line 9
    move-object v4, v5
    .line 10
    const/4 v1, 0x7
    const/high16 v3, 0x8000000
    invoke-static {v8, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final lockedIntent(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    .registers 10
    const-string v1, "<this>"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "target"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v8, v9}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    move-object v6, v5
    .line 18
    const/4 v0, 0x0
    move v7, v0
    .line 14
    const-string v1, "club"
    invoke-virtual {v8}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 14
    .line 14
    move-object v4, v5
    .line 15
    const/16 v1, 0x8
    const/high16 v3, 0xc000000
    invoke-static {v8, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

