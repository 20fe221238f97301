.class public final Lcom/example/r35k2/Grants;
.super Ljava/lang/Object;
.source "Clinic.kt"

.field public static final INSTANCE:Lcom/example/r35k2/Grants;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r35k2/Grants;
    invoke-direct {v0}, Lcom/example/r35k2/Grants;-><init>()V
    sput-object v0, Lcom/example/r35k2/Grants;->INSTANCE:Lcom/example/r35k2/Grants;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 90
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final of(Landroid/content/Context;Ljava/lang/String;)Ljava/util/Set;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "pkg"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const-string v0, "grants"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    const/4 v0, 0x0
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences;->getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;
    move-result-object p1
    if-nez p1, :cond_have
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object p1
    :cond_have
    return-object p1
.end method
