.class public final Lcom/example/r32k3/Outbox;
.super Ljava/lang/Object;
.source "Outbox.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nOutbox.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Outbox.kt\ncom/example/r32k3/Outbox\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,35:1\n777#2:36\n873#2,2:37\n1#3:39\n*S KotlinDebug\n*F\n+ 1 Outbox.kt\ncom/example/r32k3/Outbox\n*L\n30#1:36\n30#1:37,2\n*E\n"
.end annotation



# static fields
.field public static final INSTANCE:Lcom/example/r32k3/Outbox;

.field public static prefs:Landroid/content/SharedPreferences;

.field private static final rng:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k3/Outbox;
    invoke-direct {v0}, Lcom/example/r32k3/Outbox;-><init>()V
    sput-object v0, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    .line 19
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r32k3/Outbox;->rng:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final delete(Ljava/lang/String;)Z
    .registers 5
    const-string v0, "conversation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-virtual {p0}, Lcom/example/r32k3/Outbox;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "last."
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    move-result p1
    return p1
.end method

.method public final getPrefs()Landroid/content/SharedPreferences;
    .registers 2
    .line 20
    sget-object v0, Lcom/example/r32k3/Outbox;->prefs:Landroid/content/SharedPreferences;
    if-eqz v0, :cond_0
    return-object v0
    :cond_0
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final list(ZI)Ljava/lang/String;
    .registers 15
    .line 30
    invoke-virtual {p0}, Lcom/example/r32k3/Outbox;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->getAll()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Map;->keySet()Ljava/util/Set;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    const/4 v1, 0x0
    .line 36
    .local v1, "$i$f$filter":I
    new-instance v2, Ljava/util/ArrayList;
    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V
    check-cast v2, Ljava/util/Collection;
    const/4 v3, 0x0
    .line 37
    .local v3, "$i$f$filterTo":I
    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :goto_0
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v4
    if-eqz v4, :cond_1
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    move-object v5, v4
    check-cast v5, Ljava/lang/String;
    const/4 v6, 0x0
    .line 30
    .local v6, "$i$a$-filter-Outbox$list$1":I
    if-nez p1, :cond_0
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "last.shared."
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v7
    const-string v8, "."
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v7
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v7
    const/4 v8, 0x0
    const/4 v9, 0x2
    const/4 v10, 0x0
    invoke-static {v5, v7, v8, v9, v10}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v5
    .end local v6    # "$i$a$-filter-Outbox$list$1":I
    .line 37
    if-eqz v5, :cond_2
    :cond_0
    invoke-interface {v2, v4}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    :cond_2
    goto :goto_0
    .line 38
    :cond_1
    check-cast v2, Ljava/util/List;
    .end local v1    # "$i$f$filter":I
    .end local v3    # "$i$f$filterTo":I
    .line 36
    nop
    .line 30
    move-object v3, v2
    check-cast v3, Ljava/lang/Iterable;
    const-string v0, ","
    move-object v4, v0
    check-cast v4, Ljava/lang/CharSequence;
    const-string v0, "["
    move-object v5, v0
    check-cast v5, Ljava/lang/CharSequence;
    const-string v0, "]"
    move-object v6, v0
    check-cast v6, Ljava/lang/CharSequence;
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/4 v9, 0x0
    const/16 v10, 0x38
    const/4 v11, 0x0
    invoke-static/range {v3 .. v11}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final operationId()Ljava/lang/String;
    .registers 5
    .line 33
    const/16 v0, 0x10
    new-array v0, v0, [B
    move-object v1, v0
    .local v1, "it":[B
    const/4 v2, 0x0
    .line 39
    .local v2, "$i$a$-also-Outbox$operationId$1":I
    .line 33
    sget-object v3, Lcom/example/r32k3/Outbox;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v3, v1}, Ljava/security/SecureRandom;->nextBytes([B)V
    .end local v1    # "it":[B
    .end local v2    # "$i$a$-also-Outbox$operationId$1":I
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "encodeToString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final send(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;
    .registers 7
    const-string v0, "conversation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "text"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-virtual {p0}, Lcom/example/r32k3/Outbox;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "last."
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p3
    const-string v2, ":"
    invoke-virtual {p3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-interface {v0, v1, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    invoke-interface {p2}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 24
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"sent\":\""
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final setPrefs(Landroid/content/SharedPreferences;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    sput-object p1, Lcom/example/r32k3/Outbox;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method
