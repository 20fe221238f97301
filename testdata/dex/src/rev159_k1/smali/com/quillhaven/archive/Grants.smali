.class public final Lcom/quillhaven/archive/Grants;
.super Ljava/lang/Object;
.source "Callers.kt"


# instance fields
.field private final byPackage:Ljava/util/concurrent/ConcurrentHashMap;

.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/Grants;->prefs:Landroid/content/SharedPreferences;

    .line 46
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/Grants;->byPackage:Ljava/util/concurrent/ConcurrentHashMap;

    .line 45
    return-void
.end method


# virtual methods
.method public final of(Ljava/lang/String;)Ljava/util/Set;
    .registers 12

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    iget-object v4, p0, Lcom/quillhaven/archive/Grants;->byPackage:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v4, Ljava/util/concurrent/ConcurrentMap;

    move-object v5, p1

    const/4 v6, 0x0

    .line 53
    invoke-interface {v4, v5}, Ljava/util/concurrent/ConcurrentMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-nez v0, :cond_1

    .line 54
    const/4 v7, 0x0

    .line 49
    iget-object v0, p0, Lcom/quillhaven/archive/Grants;->prefs:Landroid/content/SharedPreferences;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "scopes."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getStringSet(Ljava/lang/String;Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/quillhaven/archive/Trust;->INSTANCE:Lcom/quillhaven/archive/Trust;

    invoke-virtual {v0}, Lcom/quillhaven/archive/Trust;->getDefaults()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    .line 54
    :cond_0
    move-object v8, v0

    .line 55
    const/4 v9, 0x0

    .line 54
    invoke-interface {v4, v5, v8}, Ljava/util/concurrent/ConcurrentMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v8

    .line 48
    :cond_1
    const-string v2, "getOrPut(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/Set;

    .line 50
    return-object v0
.end method
