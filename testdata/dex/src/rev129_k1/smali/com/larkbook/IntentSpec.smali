.class public final Lcom/larkbook/IntentSpec;
.super Ljava/lang/Object;
.source "Dsl.kt"

# instance fields
.field private action:Ljava/lang/String;
.field private final extras:Ljava/util/LinkedHashMap;
.field private pkg:Ljava/lang/String;
.field private target:Ljava/lang/Class;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 37
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V
    iput-object v0, p0, Lcom/larkbook/IntentSpec;->extras:Ljava/util/LinkedHashMap;
    .line 30
    return-void
.end method

.method public static synthetic getTarget$annotations()V
    .registers 0
    return-void
.end method


# virtual methods
.method public final synthetic activity()V
    .registers 4
    const/4 v2, 0x0
    .line 40
    const/4 v0, 0x4
    const-string v1, "A"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v0, Landroid/app/Activity;
    check-cast v0, Ljava/lang/Class;
    invoke-virtual {p0, v0}, Lcom/larkbook/IntentSpec;->setTarget(Ljava/lang/Class;)V
    .line 41
    return-void
.end method

.method public final build(Landroid/content/Context;)Landroid/content/Intent;
    .registers 17
    move-object/from16 v0, p1
    const-string v1, "ctx"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    iget-object v0, p0, Lcom/larkbook/IntentSpec;->target:Ljava/lang/Class;
    if-eqz v0, :L33
    move-object v6, v0
    .line 112
    const/4 v7, 0x0
    .line 48
    new-instance v0, Landroid/content/Intent;
    move-object/from16 v2, p1
    invoke-direct {v0, v2, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    goto :L74
:L33
    iget-object v0, p0, Lcom/larkbook/IntentSpec;->action:Ljava/lang/String;
    if-nez v0, :L63
    .line 112
    const/4 v6, 0x0
    .line 48
    const-string v6, "a screen needs an activity or an action"
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L63
    move-object v14, v0
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v14}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
:L74
    move-object v3, v0
    .line 49
    move-object v4, v3
    const/4 v5, 0x0
    .line 50
    iget-object v0, p0, Lcom/larkbook/IntentSpec;->pkg:Ljava/lang/String;
    if-eqz v0, :L103
    move-object v6, v0
    .line 112
    const/4 v7, 0x0
    .line 50
    invoke-virtual {v4, v6}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    goto :L105
:L103
:L105
    .line 51
    iget-object v8, p0, Lcom/larkbook/IntentSpec;->extras:Ljava/util/LinkedHashMap;
    check-cast v8, Ljava/util/Map;
    const/4 v9, 0x0
    .line 113
    invoke-interface {v8}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v6
:L131
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L197
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v7
    check-cast v7, Ljava/util/Map$Entry;
    move-object v10, v7
    const/4 v11, 0x0
    invoke-interface {v10}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v12
    check-cast v12, Ljava/lang/String;
    invoke-interface {v10}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v13
    check-cast v13, Ljava/lang/String;
    .line 51
    invoke-virtual {v4, v12, v13}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 113
    goto :L131
:L197
    .line 52
    return-object v3
.end method

.method public final getAction()Ljava/lang/String;
    .registers 2
    .line 32
    iget-object v0, p0, Lcom/larkbook/IntentSpec;->action:Ljava/lang/String;
    return-object v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2
    .line 33
    iget-object v0, p0, Lcom/larkbook/IntentSpec;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final getTarget()Ljava/lang/Class;
    .registers 2
    .line 36
    iget-object v0, p0, Lcom/larkbook/IntentSpec;->target:Ljava/lang/Class;
    return-object v0
.end method

.method public final set(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    iget-object v0, p0, Lcom/larkbook/IntentSpec;->extras:Ljava/util/LinkedHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 45
    return-void
.end method

.method public final setAction(Ljava/lang/String;)V
    .registers 2
    .line 32
    iput-object p1, p0, Lcom/larkbook/IntentSpec;->action:Ljava/lang/String;
    return-void
.end method

.method public final setPkg(Ljava/lang/String;)V
    .registers 2
    .line 33
    iput-object p1, p0, Lcom/larkbook/IntentSpec;->pkg:Ljava/lang/String;
    return-void
.end method

.method public final setTarget(Ljava/lang/Class;)V
    .registers 2
    .line 36
    iput-object p1, p0, Lcom/larkbook/IntentSpec;->target:Ljava/lang/Class;
    return-void
.end method
