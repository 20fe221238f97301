.class public final Lcom/example/r34k1/Installers;
.super Ljava/lang/Object;
.source "Home.kt"

.field public static final INSTANCE:Lcom/example/r34k1/Installers;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/Installers;
    invoke-direct {v0}, Lcom/example/r34k1/Installers;-><init>()V
    sput-object v0, Lcom/example/r34k1/Installers;->INSTANCE:Lcom/example/r34k1/Installers;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final isLinked(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "app"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "code"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const-string v0, "installers"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1, p2, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method
