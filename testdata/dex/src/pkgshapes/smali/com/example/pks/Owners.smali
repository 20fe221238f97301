# Kotlin sketch (Owners.kt), compiled by kotlinc and D8:
#   package com.example.pks                                                       // 1
#
#   object Owners {                                                               // 3
#       fun ownerOf(ctx: Context): String? =                                      // 4
#           ctx.packageManager.getPackagesForUid(Binder.getCallingUid())         // 5
#               ?.getOrNull(0)                                                    // 6 CETP604
#       fun isTrusted(ctx: Context): Boolean {                                    // 7
#           val pkgs = ctx.packageManager.getPackagesForUid(Binder.getCallingUid()) ?: return false // 8
#           return setOf(*pkgs).contains("com.example.trusted")                   // 9 CETP624
#       }
#   }
.class public final Lcom/example/pks/Owners;
.super Ljava/lang/Object;
.source "Owners.kt"

.field public static final INSTANCE:Lcom/example/pks/Owners;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/pks/Owners;
    invoke-direct {v0}, Lcom/example/pks/Owners;-><init>()V
    sput-object v0, Lcom/example/pks/Owners;->INSTANCE:Lcom/example/pks/Owners;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final ownerOf(Landroid/content/Context;)Ljava/lang/String;
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :none
    .line 6
    const/4 v1, 0x0
    invoke-static {v0, v1}, Lkotlin/collections/ArraysKt;->getOrNull([Ljava/lang/Object;I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
    :none
    const/4 v0, 0x0
    return-object v0
.end method

.method public final isTrusted(Landroid/content/Context;)Z
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :have
    const/4 v0, 0x0
    return v0
    :have
    .line 9
    array-length v1, v0
    invoke-static {v0, v1}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    const-string v1, "com.example.trusted"
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
