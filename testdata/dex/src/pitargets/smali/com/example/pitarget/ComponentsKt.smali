# Kotlin sketch (Components.kt), compiled by kotlinc and D8:
#   package com.example.pitarget                                               // 1
#
#   fun stuck(ctx: Context) = ComponentName(ctx, StuckActivity::class.java)     // 3
#   fun confirm(ctx: Context) = ComponentName(ctx, ConfirmActivity::class.java) // 4
.class public final Lcom/example/pitarget/ComponentsKt;
.super Ljava/lang/Object;
.source "Components.kt"

.method public static final stuck(Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 3
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    new-instance v0, Landroid/content/ComponentName;
    const-class v1, Lcom/example/pitarget/StuckActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method

.method public static final confirm(Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 3
    const-string v0, "ctx"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    new-instance v0, Landroid/content/ComponentName;
    const-class v1, Lcom/example/pitarget/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method
