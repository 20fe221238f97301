.class public final Lcom/hearthkit/RoutineStore;
.super Ljava/lang/Object;
.source "Routines.kt"

# static fields
.field private static final Companion:Lcom/hearthkit/RoutineStore$Companion;
.field public static final KEY_ROUTINES:Ljava/lang/String; = "routines"
.field public static final KEY_SHARES:Ljava/lang/String; = "shares"


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthkit/RoutineStore$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthkit/RoutineStore$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthkit/RoutineStore;->Companion:Lcom/hearthkit/RoutineStore$Companion;
    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3
    const-string v0, "prefs"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/RoutineStore;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method

.method private final save(Ljava/util/List;)V
    .registers 6
    .line 42
    iget-object v0, p0, Lcom/hearthkit/RoutineStore;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v2, Lorg/json/JSONArray;
    move-object v3, p1
    check-cast v3, Ljava/util/Collection;
    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "routines"
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 43
    return-void
.end method


# virtual methods
.method public final addStep(Ljava/lang/String;Lorg/json/JSONObject;)I
    .registers 15
    const-string v1, "routineId"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "step"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-virtual {p0}, Lcom/hearthkit/RoutineStore;->all()Ljava/util/List;
    move-result-object v3
    .line 17
    move-object v0, v3
    check-cast v0, Ljava/lang/Iterable;
    move-object v6, v0
    const/4 v7, 0x0
    .line 52
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v8
:L35
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L83
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v9
    move-object v0, v9
    check-cast v0, Lorg/json/JSONObject;
    move-object v10, v0
    const/4 v11, 0x0
    .line 17
    const-string v1, "id"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 52
    if-eqz v0, :L35
    move-object v0, v9
    goto :L84
:L83
    .line 53
    const/4 v0, 0x0
:L84
    .line 17
    check-cast v0, Lorg/json/JSONObject;
    if-nez v0, :L102
    new-instance v0, Lcom/hearthkit/InvalidArgs;
    const-string v2, "routine_id"
    invoke-direct {v0, v2}, Lcom/hearthkit/InvalidArgs;-><init>(Ljava/lang/String;)V
    throw v0
:L102
    move-object v4, v0
    .line 18
    const-string v1, "steps"
    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;
    move-result-object v0
    if-nez v0, :L144
    new-instance v7, Lorg/json/JSONArray;
    invoke-direct {v7}, Lorg/json/JSONArray;-><init>()V
    move-object v8, v7
    .line 51
    const/4 v9, 0x0
    .line 18
    const-string v1, "steps"
    invoke-virtual {v4, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-object v0, v7
:L144
    move-object v5, v0
    .line 19
    invoke-virtual {v5, p2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 20
    invoke-direct {p0, v3}, Lcom/hearthkit/RoutineStore;->save(Ljava/util/List;)V
    .line 21
    invoke-virtual {v5}, Lorg/json/JSONArray;->length()I
    move-result v0
    return v0
.end method

.method public final all()Ljava/util/List;
    .registers 13
    .line 11
    new-instance v4, Lorg/json/JSONArray;
    iget-object v1, p0, Lcom/hearthkit/RoutineStore;->prefs:Landroid/content/SharedPreferences;
    const-string v2, "routines"
    const-string v3, "[]"
    invoke-interface {v1, v2, v3}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v4, v1}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    .line 12
    invoke-virtual {v4}, Lorg/json/JSONArray;->length()I
    move-result v5
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6, v5}, Ljava/util/ArrayList;-><init>(I)V
    const/4 v7, 0x0
:L38
    if-ge v7, v5, :L77
    move v8, v7
    move v9, v8
    .line 51
    move-object v11, v6
    const/4 v10, 0x0
    .line 12
    invoke-virtual {v4, v9}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v11, v0}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v7, v7, 0x1
    goto :L38
:L77
    move-object v0, v6
    check-cast v0, Ljava/util/List;
    return-object v0
.end method

.method public final delete(Ljava/lang/String;)Z
    .registers 15
    const-string v1, "routineId"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-virtual {p0}, Lcom/hearthkit/RoutineStore;->all()Ljava/util/List;
    move-result-object v2
    .line 26
    move-object v0, v2
    check-cast v0, Ljava/lang/Iterable;
    move-object v4, v0
    const/4 v5, 0x0
    .line 54
    move-object v6, v4
    new-instance v7, Ljava/util/ArrayList;
    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V
    check-cast v7, Ljava/util/Collection;
    const/4 v8, 0x0
    .line 55
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v9
:L48
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L112
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v10
    move-object v0, v10
    check-cast v0, Lorg/json/JSONObject;
    move-object v11, v0
    const/4 v12, 0x0
    .line 26
    const-string v1, "id"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L95
    const/4 v0, 0x1
    goto :L96
:L95
    const/4 v0, 0x0
:L96
    .line 55
    if-eqz v0, :L48
    invoke-interface {v7, v10}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    goto :L48
:L112
    .line 56
    move-object v0, v7
    check-cast v0, Ljava/util/List;
    .line 26
    move-object v3, v0
    .line 27
    invoke-interface {v3}, Ljava/util/List;->size()I
    move-result v0
    invoke-interface {v2}, Ljava/util/List;->size()I
    move-result v1
    if-ne v0, v1, :L136
    const/4 v0, 0x0
    return v0
:L136
    .line 28
    invoke-direct {p0, v3}, Lcom/hearthkit/RoutineStore;->save(Ljava/util/List;)V
    .line 29
    const/4 v0, 0x1
    return v0
.end method

.method public final share(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 15
    const-string v1, "routineId"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "recipient"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sharedBy"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    invoke-virtual {p0}, Lcom/hearthkit/RoutineStore;->all()Ljava/util/List;
    move-result-object v5
    check-cast v5, Ljava/lang/Iterable;
    const/4 v6, 0x0
    .line 57
    instance-of v0, v5, Ljava/util/Collection;
    if-eqz v0, :L55
    move-object v0, v5
    check-cast v0, Ljava/util/Collection;
    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-eqz v0, :L55
    const/4 v0, 0x1
    goto :L112
:L55
    .line 58
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v7
:L64
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L111
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v8
    move-object v0, v8
    check-cast v0, Lorg/json/JSONObject;
    move-object v9, v0
    const/4 v10, 0x0
    .line 33
    const-string v1, "id"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 58
    if-eqz v0, :L64
    const/4 v0, 0x0
    goto :L112
:L111
    .line 59
    const/4 v0, 0x1
:L112
    .line 33
    if-eqz v0, :L125
    new-instance v0, Lcom/hearthkit/InvalidArgs;
    const-string v2, "routine_id"
    invoke-direct {v0, v2}, Lcom/hearthkit/InvalidArgs;-><init>(Ljava/lang/String;)V
    throw v0
:L125
    .line 34
    new-instance v5, Lorg/json/JSONArray;
    iget-object v2, p0, Lcom/hearthkit/RoutineStore;->prefs:Landroid/content/SharedPreferences;
    const-string v3, "shares"
    const-string v4, "[]"
    invoke-interface {v2, v3, v4}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v5, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    .line 35
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v6, v0
    .line 36
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "id"
    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "routine_id"
    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "recipient"
    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "shared_by"
    invoke-virtual {v1, v2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 37
    iget-object v0, p0, Lcom/hearthkit/RoutineStore;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "shares"
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 38
    return-object v6
.end method
