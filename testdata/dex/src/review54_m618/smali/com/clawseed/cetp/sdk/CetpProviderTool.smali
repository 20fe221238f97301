.class public final Lcom/clawseed/cetp/sdk/CetpProviderTool;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final name:Ljava/lang/String;
.field private final title:Ljava/lang/String;
.field private final scopes:Ljava/util/List;
.field private final annotations:Lcom/clawseed/cetp/sdk/ToolAnnotations;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .registers 6
    const-string v0, "name"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "title"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "scopes"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "annotations"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 18
    iput-object v2, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->name:Ljava/lang/String;
    .line 19
    iput-object v3, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->title:Ljava/lang/String;
    .line 20
    iput-object v4, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->scopes:Ljava/util/List;
    .line 21
    iput-object v5, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->annotations:Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .line 17
    return-void
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2
    .line 19
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->title:Ljava/lang/String;
    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2
    .line 20
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->scopes:Ljava/util/List;
    return-object v0
.end method

.method public final getAnnotations()Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;->annotations:Lcom/clawseed/cetp/sdk/ToolAnnotations;
    return-object v0
.end method

