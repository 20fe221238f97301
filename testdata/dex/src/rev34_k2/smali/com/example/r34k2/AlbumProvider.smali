.class public final Lcom/example/r34k2/AlbumProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "AlbumProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34k2/AlbumProvider$Companion;
    }
.end annotation

.field public static final Companion:Lcom/example/r34k2/AlbumProvider$Companion;

.field private static final READ_TOOLS:Ljava/util/Set;

.field private static final TAG:Ljava/lang/String; = "Albums"

.field private final albums$delegate:Lkotlin/Lazy;

.field private final providerTools:Ljava/util/List;

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/example/r34k2/AlbumProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r34k2/AlbumProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r34k2/AlbumProvider;->Companion:Lcom/example/r34k2/AlbumProvider$Companion;
    .line 50
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const-string v1, "list_albums"
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "recent_uploads"
    const/4 v3, 0x1
    aput-object v1, v0, v3
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r34k2/AlbumProvider;->READ_TOOLS:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 8
    .line 17
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 18
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 19
    const-string v2, "list_albums"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 20
    const-string v2, "recent_uploads"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 21
    const-string v2, "rename_album"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x2
    aput-object v1, v0, v2
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 22
    const-string v2, "delete_album"
    new-instance v3, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v5, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v6, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v3, v4, v5, v6}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v1, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    const/4 v2, 0x3
    aput-object v1, v0, v2
    .line 18
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k2/AlbumProvider;->providerTools:Ljava/util/List;
    .line 25
    new-instance v0, Lcom/example/r34k2/AlbumProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r34k2/AlbumProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34k2/AlbumProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k2/AlbumProvider;->albums$delegate:Lkotlin/Lazy;
    .line 17
    return-void
.end method

.method public static final albums_delegate$lambda$0(Lcom/example/r34k2/AlbumProvider;)Lcom/example/r34k2/Albums;
    .registers 2
    .line 25
    new-instance v0, Lcom/example/r34k2/Albums;
    invoke-virtual {p0}, Lcom/example/r34k2/AlbumProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    invoke-direct {v0, p0}, Lcom/example/r34k2/Albums;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method private final decisionFor(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    .line 29
    .line 30
    sget-object v0, Lcom/example/r34k2/AlbumProvider;->READ_TOOLS:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_write
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    goto :goto_ret
    .line 32
    :cond_write
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "album write: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "Albums"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 33
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .line 35
    :goto_ret
    return-object p1
.end method

.method private final getAlbums()Lcom/example/r34k2/Albums;
    .registers 2
    .line 25
    iget-object v0, p0, Lcom/example/r34k2/AlbumProvider;->albums$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r34k2/Albums;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 3
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r34k2/AlbumProvider;->decisionFor(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p1
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 39
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_unknown
    :sswitch_rename
    const-string v2, "rename_album"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_rename
    goto :goto_unknown
    :sswitch_list
    const-string v2, "list_albums"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_list
    goto :goto_unknown
    :sswitch_delete
    const-string v2, "delete_album"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_delete
    goto :goto_unknown
    :sswitch_recent
    const-string v2, "recent_uploads"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_recent
    goto :goto_unknown
    .line 40
    :cond_list
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r34k2/AlbumProvider;->getAlbums()Lcom/example/r34k2/Albums;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/r34k2/Albums;->listJson()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 41
    :cond_recent
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r34k2/AlbumProvider;->getAlbums()Lcom/example/r34k2/Albums;
    move-result-object v1
    const-string v2, "limit"
    const/16 v3, 0x14
    invoke-virtual {v0, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    invoke-virtual {v1, v0}, Lcom/example/r34k2/Albums;->recentJson(I)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 42
    :cond_rename
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r34k2/AlbumProvider;->getAlbums()Lcom/example/r34k2/Albums;
    move-result-object v1
    const-string v2, "album_id"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "getString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "title"
    invoke-virtual {v0, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v2, v0}, Lcom/example/r34k2/Albums;->rename(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 43
    :cond_delete
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-direct {p0}, Lcom/example/r34k2/AlbumProvider;->getAlbums()Lcom/example/r34k2/Albums;
    move-result-object v1
    const-string v2, "album_id"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "getString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Lcom/example/r34k2/Albums;->delete(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    goto :goto_ret
    .line 44
    :goto_unknown
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    .line 39
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x19e1c525 -> :sswitch_delete
        -0x388b15b -> :sswitch_list
        0xc0114ae -> :sswitch_recent
        0x122e322e -> :sswitch_rename
    .end sparse-switch
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation
    .line 18
    iget-object v0, p0, Lcom/example/r34k2/AlbumProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method
