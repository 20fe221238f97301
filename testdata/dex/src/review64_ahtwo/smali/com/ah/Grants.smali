.class final Lcom/ah/Grants;
.super Ljava/lang/Object;
.source "Grants.java"

# instance fields
.field private final uids:Ljava/util/Map;
.field private final tools:Ljava/util/Map;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 10
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/ah/Grants;->uids:Ljava/util/Map;
    .line 11
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/ah/Grants;->tools:Ljava/util/Map;
    return-void
.end method

.method public static synthetic lambda$grant$0(Ljava/lang/String;)Ljava/util/Set;
    .registers 2
    .line 24
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    return-object v0
.end method


# virtual methods
.method allows(ILjava/lang/String;Ljava/lang/String;)Z
    .registers 7
    .line 14
    iget-object v0, v3, Lcom/ah/Grants;->uids:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move-object v1, v0
    .line 15
    if-eqz v1, :L29
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-eq v0, v4, :L31
:L29
    .line 16
    const/4 v0, 0x0
    return v0
:L31
    .line 18
    iget-object v0, v3, Lcom/ah/Grants;->tools:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Set;
    move-object v2, v0
    .line 19
    if-eqz v2, :L66
    invoke-interface {v2, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L66
    const/4 v0, 0x1
    goto :L67
:L66
    const/4 v0, 0x0
:L67
    return v0
.end method

.method grant(ILjava/lang/String;Ljava/lang/String;)V
    .registers 7
    .line 23
    iget-object v0, v3, Lcom/ah/Grants;->uids:Ljava/util/Map;
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 24
    iget-object v0, v3, Lcom/ah/Grants;->tools:Ljava/util/Map;
    sget-object v2, Lcom/ah/Grants$$ExternalSyntheticLambda0;->INSTANCE:Lcom/ah/Grants$$ExternalSyntheticLambda0;
    invoke-interface {v0, v5, v2}, Ljava/util/Map;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    .line 25
    return-void
.end method

