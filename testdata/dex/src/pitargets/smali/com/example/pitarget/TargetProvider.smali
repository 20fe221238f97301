# Kotlin sketch (TargetProvider.kt), compiled by kotlinc and D8; every
# PendingIntent is FLAG_IMMUTABLE and put under "resolution":
#   package com.example.pitarget                                               // 1
#
#   class TargetProvider : ContentProvider() {                                  // 3
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           Binder.getCallingUid()                                              // 5
#           val ctx = requireContext()                                          // 6
#           val out = Bundle()                                                  // 7
#           out.putString("resume_token", UUID.randomUUID().toString())        // 8
#           // a helper returning ComponentName(ctx, StuckActivity::class.java):
#           // CETP623, StuckActivity never finishes
#           if (method == "stuck") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 1,
#               Intent(CONFIRM).setComponent(stuck(ctx)), FLAG_IMMUTABLE))     // 10
#           // near miss: the same through confirm(ctx), an Activity that finishes
#           if (method == "confirm") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 2,
#               Intent(CONFIRM).setComponent(confirm(ctx)), FLAG_IMMUTABLE))   // 12
#           // makeMainActivity of a class the manifest does not declare: CETP615
#           if (method == "main_missing") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 3,
#               Intent.makeMainActivity(ComponentName(ctx, MissingActivity::class.java)), FLAG_IMMUTABLE)) // 14
#           // near miss: makeMainActivity of a declared Activity that finishes
#           if (method == "main_ok") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 4,
#               Intent.makeMainActivity(ComponentName(ctx, ConfirmActivity::class.java)), FLAG_IMMUTABLE)) // 16
#           // a builder keeping the target class in a field: CETP106, ExportedActivity is exported
#           if (method == "exported") out.putParcelable("resolution", ResolutionBuilder(ctx).target(ExportedActivity::class.java).build()) // 18
#           // limit: a builder given two classes; its target is not known (CETP623 note at PickerBuilder.build)
#           if (method == "pick_a") out.putParcelable("resolution", PickerBuilder(ctx).target(ConfirmActivity::class.java).build()) // 19
#           if (method == "pick_b") out.putParcelable("resolution", PickerBuilder(ctx).target(StuckActivity::class.java).build())   // 20
#           // a chooser is implicit (ACTION_CHOOSER, no component): CETP602
#           if (method == "share") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 8,
#               Intent.createChooser(Intent(Intent.ACTION_SEND), "Share"), FLAG_IMMUTABLE)) // 22
#           // near miss: a chooser carried as an extra of an explicit Intent
#           if (method == "share_inner") out.putParcelable("resolution", PendingIntent.getActivity(ctx, 9,
#               Intent(ctx, ConfirmActivity::class.java).putExtra(Intent.EXTRA_INTENT,
#                   Intent.createChooser(Intent(Intent.ACTION_SEND), "Share")), FLAG_IMMUTABLE)) // 25
#           return out                                                          // 27
#       }
#       override fun onCreate() = true                                         // 29
#   }
.class public final Lcom/example/pitarget/TargetProvider;
.super Landroid/content/ContentProvider;
.source "TargetProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 29
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
    .line 10
    const-string v0, "stuck"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    new-instance v4, Landroid/content/Intent;
    const-string v5, "com.example.pitarget.CONFIRM"
    invoke-direct {v4, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-static {v1}, Lcom/example/pitarget/ComponentsKt;->stuck(Landroid/content/Context;)Landroid/content/ComponentName;
    move-result-object v5
    invoke-virtual {v4, v5}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
    const/16 v5, 0x1
    const/high16 v6, 0x4000000
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_0
    .line 12
    const-string v0, "confirm"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    new-instance v4, Landroid/content/Intent;
    const-string v5, "com.example.pitarget.CONFIRM"
    invoke-direct {v4, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-static {v1}, Lcom/example/pitarget/ComponentsKt;->confirm(Landroid/content/Context;)Landroid/content/ComponentName;
    move-result-object v5
    invoke-virtual {v4, v5}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
    const/16 v5, 0x2
    const/high16 v6, 0x4000000
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_1
    .line 14
    const-string v0, "main_missing"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    new-instance v4, Landroid/content/ComponentName;
    const-class v5, Lcom/example/pitarget/MissingActivity;
    invoke-direct {v4, v1, v5}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v4}, Landroid/content/Intent;->makeMainActivity(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
    const/16 v5, 0x3
    const/high16 v6, 0x4000000
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_2
    .line 16
    const-string v0, "main_ok"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_3
    new-instance v4, Landroid/content/ComponentName;
    const-class v5, Lcom/example/pitarget/ConfirmActivity;
    invoke-direct {v4, v1, v5}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v4}, Landroid/content/Intent;->makeMainActivity(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v4
    const/16 v5, 0x4
    const/high16 v6, 0x4000000
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_3
    .line 18
    const-string v0, "exported"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_4
    new-instance v4, Lcom/example/pitarget/ResolutionBuilder;
    invoke-direct {v4, v1}, Lcom/example/pitarget/ResolutionBuilder;-><init>(Landroid/content/Context;)V
    const-class v5, Lcom/example/pitarget/ExportedActivity;
    invoke-virtual {v4, v5}, Lcom/example/pitarget/ResolutionBuilder;->target(Ljava/lang/Class;)Lcom/example/pitarget/ResolutionBuilder;
    move-result-object v4
    invoke-virtual {v4}, Lcom/example/pitarget/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_4
    .line 19
    const-string v0, "pick_a"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_5
    new-instance v4, Lcom/example/pitarget/PickerBuilder;
    invoke-direct {v4, v1}, Lcom/example/pitarget/PickerBuilder;-><init>(Landroid/content/Context;)V
    const-class v5, Lcom/example/pitarget/ConfirmActivity;
    invoke-virtual {v4, v5}, Lcom/example/pitarget/PickerBuilder;->target(Ljava/lang/Class;)Lcom/example/pitarget/PickerBuilder;
    move-result-object v4
    invoke-virtual {v4}, Lcom/example/pitarget/PickerBuilder;->build()Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_5
    .line 20
    const-string v0, "pick_b"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_6
    new-instance v4, Lcom/example/pitarget/PickerBuilder;
    invoke-direct {v4, v1}, Lcom/example/pitarget/PickerBuilder;-><init>(Landroid/content/Context;)V
    const-class v5, Lcom/example/pitarget/StuckActivity;
    invoke-virtual {v4, v5}, Lcom/example/pitarget/PickerBuilder;->target(Ljava/lang/Class;)Lcom/example/pitarget/PickerBuilder;
    move-result-object v4
    invoke-virtual {v4}, Lcom/example/pitarget/PickerBuilder;->build()Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_6
    .line 22
    const-string v0, "share"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_7
    new-instance v4, Landroid/content/Intent;
    const-string v5, "android.intent.action.SEND"
    invoke-direct {v4, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v5, "Share"
    check-cast v5, Ljava/lang/CharSequence;
    invoke-static {v4, v5}, Landroid/content/Intent;->createChooser(Landroid/content/Intent;Ljava/lang/CharSequence;)Landroid/content/Intent;
    move-result-object v4
    const/16 v5, 0x8
    const/high16 v6, 0x4000000
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_7
    .line 25
    const-string v0, "share_inner"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_8
    new-instance v4, Landroid/content/Intent;
    const-class v5, Lcom/example/pitarget/ConfirmActivity;
    invoke-direct {v4, v1, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    new-instance v5, Landroid/content/Intent;
    const-string v6, "android.intent.action.SEND"
    invoke-direct {v5, v6}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v6, "Share"
    check-cast v6, Ljava/lang/CharSequence;
    invoke-static {v5, v6}, Landroid/content/Intent;->createChooser(Landroid/content/Intent;Ljava/lang/CharSequence;)Landroid/content/Intent;
    move-result-object v5
    check-cast v5, Landroid/os/Parcelable;
    const-string v6, "android.intent.extra.INTENT"
    invoke-virtual {v4, v6, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Landroid/os/Parcelable;)Landroid/content/Intent;
    move-result-object v4
    const/16 v5, 0x9
    const/high16 v6, 0x4000000
    invoke-static {v1, v5, v4, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    const-string v5, "resolution"
    check-cast v4, Landroid/os/Parcelable;
    invoke-virtual {v2, v5, v4}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :cond_8
    .line 27
    return-object v2
.end method
