.class public final Lcom/rm/NotesProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "NotesProvider.java"

# static fields
.field private static final TOOLS:Ljava/util/List;

# instance fields
.field private dao:Lcom/rm/NoteDao;
.field private final executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 21
    invoke-direct {v2}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 27
    new-instance v1, Lcom/rm/MapExecutor;
    invoke-direct {v1}, Lcom/rm/MapExecutor;-><init>()V
    iput-object v1, v2, Lcom/rm/NotesProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 11
    .line 22
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "add_note"
    const-string v3, "Notes"
    const-string v4, "notes.write"
    .line 23
    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v4
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v9, 0x0
    sget-object v10, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v5, v7, v8, v9, v10}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 22
    invoke-static {v0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/rm/NotesProvider;->TOOLS:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 3
    .line 31
    new-instance v1, Lcom/rm/AppDb_Impl;
    invoke-direct {v1}, Lcom/rm/AppDb_Impl;-><init>()V
    invoke-virtual {v1}, Lcom/rm/AppDb_Impl;->noteDao()Lcom/rm/NoteDao;
    move-result-object v1
    iput-object v1, v2, Lcom/rm/NotesProvider;->dao:Lcom/rm/NoteDao;
    .line 32
    const/4 v0, 0x1
    return v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 37
    sget-object v0, Lcom/rm/NotesProvider;->TOOLS:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 42
    iget-object v0, v1, Lcom/rm/NotesProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    .line 47
    invoke-virtual {v3}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v0
    const-string v1, "notes.write"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L21
    .line 48
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
:L21
    .line 50
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "scope notes.write was not granted"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .line 55
    new-instance v0, Lcom/rm/NoteEntity;
    invoke-direct {v0}, Lcom/rm/NoteEntity;-><init>()V
    move-object v5, v0
    .line 56
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v1
    iput v1, v5, Lcom/rm/NoteEntity;->ownerUid:I
    .line 57
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    iput-object v1, v5, Lcom/rm/NoteEntity;->requestId:Ljava/lang/String;
    .line 58
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "body"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    iput-object v1, v5, Lcom/rm/NoteEntity;->body:Ljava/lang/String;
    .line 59
    iget-object v0, v8, Lcom/rm/NotesProvider;->dao:Lcom/rm/NoteDao;
    invoke-interface {v0, v5}, Lcom/rm/NoteDao;->insert(Lcom/rm/NoteEntity;)J
    move-result-wide v6
    .line 60
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    const-string v3, "id"
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v4
    invoke-static {v3, v4}, Ljava/util/Collections;->singletonMap(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v3
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

