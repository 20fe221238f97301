.class public final Lnet/pantrybox/app/core/DelegatesKt;
.super Ljava/lang/Object;
.source "Delegates.kt"


# direct methods
.method public static final extra(Landroid/os/Bundle;Ljava/lang/String;)Lnet/pantrybox/app/core/ExtraString;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    new-instance v0, Lnet/pantrybox/app/core/ExtraString;

    invoke-direct {v0, p0, p1}, Lnet/pantrybox/app/core/ExtraString;-><init>(Landroid/os/Bundle;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final prefs(Landroid/content/Context;Ljava/lang/String;)Landroid/content/SharedPreferences;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    const/4 v2, 0x0

    invoke-virtual {p0, p1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    const-string v2, "getSharedPreferences(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "default"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    new-instance v0, Lnet/pantrybox/app/core/PrefString;

    invoke-direct {v0, p0, p1, p2}, Lnet/pantrybox/app/core/PrefString;-><init>(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static synthetic string$default(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lnet/pantrybox/app/core/PrefString;
    .registers 6

    .line 29
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    const-string p2, ""

    :cond_0
    invoke-static {p0, p1, p2}, Lnet/pantrybox/app/core/DelegatesKt;->string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;

    move-result-object v0

    return-object v0
.end method
