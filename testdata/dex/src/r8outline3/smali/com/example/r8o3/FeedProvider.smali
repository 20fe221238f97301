# Java sketch: ../../../../sketch/FeedProvider.java
.class public final Lcom/example/r8o3/FeedProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "FeedProvider.java"

.field static final SEEN:Landroid/net/Uri;

.field private final tools:Ljava/util/List;

.method static constructor <clinit>()V
    .registers 1
    .line 8
    const-string v0, "content://com.example.feed/seen"
    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v0
    sput-object v0, Lcom/example/r8o3/FeedProvider;->SEEN:Landroid/net/Uri;
    return-void
.end method

.method public constructor <init>()V
    .registers 8
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 9
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 10
    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v3, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    const-string v4, "recent_items"
    invoke-static {v4, v1, v2, v3}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v4
    const/4 v5, 0x0
    aput-object v4, v0, v5
    .line 11
    const-string v4, "count_items"
    invoke-static {v4, v1, v2, v3}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v4
    const/4 v5, 0x1
    aput-object v4, v0, v5
    .line 9
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r8o3/FeedProvider;->tools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/example/r8o3/FeedProvider;->tools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .line 16
    invoke-virtual {p0}, Lcom/example/r8o3/FeedProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;
    move-result-object v0
    .line 17
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    const-string v2, "recent_items"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_0
    .line 19
    # true positive CETP621: the read tool inserts, through R8's API outline
    sget-object p1, Lcom/example/r8o3/FeedProvider;->SEEN:Landroid/net/Uri;
    const/4 v2, 0x0
    new-instance v1, Landroid/content/ContentValues;
    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V
    invoke-static {v0, p1, v1, v2}, Lcom/example/r8o3/FeedProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/ContentResolver;Landroid/net/Uri;Landroid/content/ContentValues;Landroid/os/Bundle;)Landroid/net/Uri;
    .line 20
    const-string p1, "items"
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_0
    .line 22
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    const-string v3, "count_items"
    invoke-virtual {v1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    .line 24
    # near miss CETP621: a query through R8's API outline
    sget-object p1, Lcom/example/r8o3/FeedProvider;->SEEN:Landroid/net/Uri;
    const/4 v2, 0x0
    invoke-static {v0, p1, v2, v2, v2}, Lcom/example/r8o3/FeedProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/ContentResolver;Landroid/net/Uri;[Ljava/lang/String;Landroid/os/Bundle;Landroid/os/CancellationSignal;)Landroid/database/Cursor;
    move-result-object p1
    .line 25
    invoke-interface {p1}, Landroid/database/Cursor;->getCount()I
    move-result p1
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_1
    .line 27
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
