# Java sketch: ../../../../sketch/NotesProvider.java
.class public final Lcom/example/r8o3/NotesProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "NotesProvider.java"

.field private configured:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final fallback:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final tools:Ljava/util/List;

.method public constructor <init>()V
    .registers 8
    .line 9
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 10
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 11
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v3, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v4, "list_notes"
    invoke-static {v4, v1, v2, v3}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v4
    const/4 v5, 0x0
    aput-object v4, v0, v5
    .line 12
    const-string v4, "count_notes"
    invoke-static {v4, v1, v2, v3}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v4
    const/4 v5, 0x1
    aput-object v4, v0, v5
    .line 13
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v3, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v4, "rename_note"
    invoke-static {v4, v1, v2, v3}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v4
    const/4 v5, 0x2
    aput-object v4, v0, v5
    .line 10
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r8o3/NotesProvider;->tools:Ljava/util/List;
    .line 16
    new-instance v0, Lcom/example/r8o3/NotesExecutor;
    invoke-direct {v0}, Lcom/example/r8o3/NotesExecutor;-><init>()V
    iput-object v0, p0, Lcom/example/r8o3/NotesProvider;->fallback:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method setExecutor(Lcom/clawseed/cetp/sdk/CetpMutationExecutor;)V
    .registers 2
    .line 18
    iput-object p1, p0, Lcom/example/r8o3/NotesProvider;->configured:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/example/r8o3/NotesProvider;->tools:Ljava/util/List;
    return-object v0
.end method

# near miss CETP608: the override returns an executor through D8's backport of requireNonNullElse
.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 3
    .line 24
    iget-object v0, p0, Lcom/example/r8o3/NotesProvider;->configured:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    iget-object v1, p0, Lcom/example/r8o3/NotesProvider;->fallback:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    invoke-static {v0, v1}, Lcom/example/r8o3/NotesProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

# near miss CETP617: the caller's package, read inside R8's outline, decides
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 3
    .line 29
    const-string v0, "com.example.assistant"
    invoke-static {p1, v0}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_0
    .line 30
    const-string p1, "notes.read"
    invoke-static {p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p1
    return-object p1
    :cond_0
    .line 32
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 36
    invoke-virtual {p0}, Lcom/example/r8o3/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    .line 37
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    .line 38
    const-string v2, "list_notes"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_0
    .line 40
    # true positive CETP621: the read tool list_notes writes through R8's outlined edit chain
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object p1
    const-string v1, "last_listed"
    invoke-static {v0, v1, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    const-string p1, "notes"
    const-string v1, ""
    invoke-static {v0, p1, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_0
    .line 43
    const-string v2, "count_notes"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_1
    .line 45
    # near miss CETP621: count_notes reads through the same shape of outline
    const-string p1, "count"
    const-string v1, "0"
    invoke-static {v0, p1, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_1
    .line 47
    const-string v2, "rename_note"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_2
    .line 49
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object p1
    const-string v1, "title"
    invoke-static {v0, v1, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V
    .line 50
    const-string p1, "renamed"
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_2
    .line 52
    invoke-static {v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
