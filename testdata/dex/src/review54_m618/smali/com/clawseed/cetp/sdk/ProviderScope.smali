.class public final Lcom/clawseed/cetp/sdk/ProviderScope;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final name:Ljava/lang/String;
.field private final description:Ljava/lang/String;
.field private final access:Lcom/clawseed/cetp/sdk/ScopeAccess;
.field private final sensitivity:Lcom/clawseed/cetp/sdk/ScopeSensitivity;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/cetp/sdk/ScopeAccess;Lcom/clawseed/cetp/sdk/ScopeSensitivity;)V
    .registers 6
    const-string v0, "name"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "description"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "access"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "sensitivity"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 37
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->name:Ljava/lang/String;
    .line 38
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->description:Ljava/lang/String;
    .line 39
    iput-object v4, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->access:Lcom/clawseed/cetp/sdk/ScopeAccess;
    .line 40
    iput-object v5, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->sensitivity:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    .line 36
    return-void
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 37
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2
    .line 38
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->description:Ljava/lang/String;
    return-object v0
.end method

.method public final getAccess()Lcom/clawseed/cetp/sdk/ScopeAccess;
    .registers 2
    .line 39
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->access:Lcom/clawseed/cetp/sdk/ScopeAccess;
    return-object v0
.end method

.method public final getSensitivity()Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    .registers 2
    .line 40
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/ProviderScope;->sensitivity:Lcom/clawseed/cetp/sdk/ScopeSensitivity;
    return-object v0
.end method

