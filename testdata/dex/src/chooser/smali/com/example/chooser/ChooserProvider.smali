# Kotlin sketch (ChooserProvider.kt), compiled by kotlinc and D8; every
# PendingIntent is FLAG_IMMUTABLE and put under "resolution":
#   package com.example.chooser                                                 // 1
#
#   class ChooserProvider : ContentProvider() {                                 // 3
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           Binder.getCallingUid()                                              // 5
#           val ctx = requireContext()                                          // 6
#           val out = Bundle()                                                  // 7
#           out.putString("resume_token", UUID.randomUUID().toString())        // 8
#           // a chooser given only a package names no component: CETP602
#           if (method == "pkg") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 1,
#               Intent.createChooser(Intent(Intent.ACTION_SEND), "Share").setPackage("com.example.chooser"), FLAG_IMMUTABLE)) // 11
#           // near miss: a chooser given a component afterwards is explicit, and
#           // its Activity is declared and finishes
#           if (method == "component") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 2,
#               Intent.createChooser(Intent(Intent.ACTION_SEND), "Share").apply {        // 15
#                   component = ComponentName(ctx, ConfirmActivity::class.java) }, FLAG_IMMUTABLE))  // 16
#           // a chooser given a class the manifest does not declare: explicit, CETP615
#           if (method == "missing") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 3,
#               Intent.createChooser(Intent(Intent.ACTION_SEND), "Share")
#                   .setClassName(ctx, "com.example.chooser.MissingActivity"), FLAG_IMMUTABLE))  // 20
#           return out                                                          // 21
#       }
#       override fun onCreate() = true                                         // 23
#   }
.class public final Lcom/example/chooser/ChooserProvider;
.super Landroid/content/ContentProvider;
.source "ChooserProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 6
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    .line 7
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    .line 8
    const-string v3, "resume_token"
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v4
    invoke-virtual {v4}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Landroid/os/BaseBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v0, "pkg"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    new-instance v4, Landroid/content/Intent;
    const-string v5, "android.intent.action.SEND"
    invoke-direct {v4, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v5, "Share"
    check-cast v5, Ljava/lang/CharSequence;
    invoke-static {v4, v5}, Landroid/content/Intent;->createChooser(Landroid/content/Intent;Ljava/lang/CharSequence;)Landroid/content/Intent;
    move-result-object v4
    const-string v5, "com.example.chooser"
    invoke-virtual {v4, v5}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    const/4 v5, 0x1
    const/high16 v6, 0x4000000
    # CETP602: the chooser has a package but no component
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_0
    .line 15
    const-string v0, "component"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    new-instance v4, Landroid/content/Intent;
    const-string v5, "android.intent.action.SEND"
    invoke-direct {v4, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v5, "Share"
    check-cast v5, Ljava/lang/CharSequence;
    invoke-static {v4, v5}, Landroid/content/Intent;->createChooser(Landroid/content/Intent;Ljava/lang/CharSequence;)Landroid/content/Intent;
    move-result-object v4
    move-object v5, v4
    .line 16
    new-instance v6, Landroid/content/ComponentName;
    const-class v7, Lcom/example/chooser/ConfirmActivity;
    invoke-direct {v6, v1, v7}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-virtual {v5, v6}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 15
    const/4 v5, 0x2
    const/high16 v6, 0x4000000
    # near miss CETP602: the chooser names ConfirmActivity
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_1
    .line 20
    const-string v0, "missing"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    new-instance v4, Landroid/content/Intent;
    const-string v5, "android.intent.action.SEND"
    invoke-direct {v4, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v5, "Share"
    check-cast v5, Ljava/lang/CharSequence;
    invoke-static {v4, v5}, Landroid/content/Intent;->createChooser(Landroid/content/Intent;Ljava/lang/CharSequence;)Landroid/content/Intent;
    move-result-object v4
    const-string v5, "com.example.chooser.MissingActivity"
    invoke-virtual {v4, v1, v5}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    const/4 v5, 0x3
    const/high16 v6, 0x4000000
    # CETP615: the chooser names a class the manifest does not declare
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_2
    .line 21
    return-object v2
.end method
