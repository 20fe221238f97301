.class public final Lcom/example/r36k1/Grants;
.super Ljava/lang/Object;
.source "Inventory.kt"


.field public static final INSTANCE:Lcom/example/r36k1/Grants;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r36k1/Grants;
    invoke-direct {v0}, Lcom/example/r36k1/Grants;-><init>()V
    sput-object v0, Lcom/example/r36k1/Grants;->INSTANCE:Lcom/example/r36k1/Grants;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final allowed(Landroid/content/Context;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z
    .registers 6
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "request"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const-string v0, "grants"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-virtual {p2}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    const/4 v2, 0x0
    invoke-interface {p1, v0, v2}, Landroid/content/SharedPreferences;->getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;
    move-result-object p1
    if-eqz p1, :cond_no
    invoke-virtual {p2}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object p2
    check-cast p2, Ljava/util/Collection;
    invoke-interface {p1, p2}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z
    move-result p1
    const/4 p2, 0x1
    if-ne p1, p2, :cond_no
    move v1, p2
    :cond_no
    return v1
.end method
