.class public final Lapp/keelson/backup/cetp/Grants$Companion;
.super Ljava/lang/Object;
.source "Callers.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/keelson/backup/cetp/Grants$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Landroid/content/Context;)Lapp/keelson/backup/cetp/Grants;
    .registers 7

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    new-instance v0, Lapp/keelson/backup/cetp/Grants;

    const-string v3, "cetp_grants"

    const/4 v4, 0x0

    invoke-virtual {p1, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v2

    const-string v4, "getSharedPreferences(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Grants;-><init>(Landroid/content/SharedPreferences;)V

    return-object v0
.end method
