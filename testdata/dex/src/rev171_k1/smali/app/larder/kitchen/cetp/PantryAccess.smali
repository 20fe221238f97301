.class public final Lapp/larder/kitchen/cetp/PantryAccess;
.super Ljava/lang/Object;
.source "PantryAccess.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/kitchen/cetp/PantryAccess;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/kitchen/cetp/PantryAccess;

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/PantryAccess;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/PantryAccess;->INSTANCE:Lapp/larder/kitchen/cetp/PantryAccess;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final installedWithCertificates(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 9

    const-string v1, "pm"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    sget-object v3, Lapp/larder/kitchen/cetp/PantryAccess;->INSTANCE:Lapp/larder/kitchen/cetp/PantryAccess;

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v4, v3

    .line 25
    const/4 v5, 0x0

    .line 20
    const/high16 v2, 0x8000000

    invoke-virtual {p0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v5

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v5}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    :goto_0
    move-object v3, v4

    .line 21
    invoke-static {v3}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v4, v0

    move-object v5, v4

    .line 25
    const/4 v6, 0x0

    .line 21
    const-string v0, "LarderTools"

    const-string v1, "pantry: no package info for a caller"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_1

    .line 22
    :cond_0
    :goto_1
    invoke-static {v3}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public static final resolve(Landroid/content/pm/PackageManager;ILjava/lang/String;)Lapp/larder/kitchen/cetp/Caller;
    .registers 13

    const-string v1, "pm"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    move-object v0, p2

    if-eqz p2, :cond_1

    move-object v4, v0

    move-object v5, v4

    .line 25
    const/4 v6, 0x0

    .line 11
    move-object v0, v5

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    move-object v0, v4

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_5

    .line 12
    :cond_1
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v7, v0

    move-object v8, v7

    .line 25
    const/4 v9, 0x0

    .line 12
    array-length v0, v8

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_3

    move-object v0, v7

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_4

    move-object v8, v0

    .line 25
    const/4 v9, 0x0

    .line 12
    const/4 v1, 0x0

    aget-object v0, v8, v1

    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    .line 11
    :goto_3
    if-nez v0, :cond_5

    .line 13
    const/4 v0, 0x0

    return-object v0

    .line 11
    :cond_5
    move-object v2, v0

    .line 14
    new-instance v3, Lapp/larder/kitchen/cetp/Caller;

    invoke-direct {v3, p1, v2}, Lapp/larder/kitchen/cetp/Caller;-><init>(ILjava/lang/String;)V

    move-object v4, v3

    .line 25
    const/4 v5, 0x0

    .line 14
    invoke-virtual {v4}, Lapp/larder/kitchen/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v1}, Lapp/larder/kitchen/cetp/PantryAccess;->installedWithCertificates(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_6

    move-object v0, v3

    goto :goto_4

    :cond_6
    const/4 v0, 0x0

    :goto_4
    return-object v0
.end method
