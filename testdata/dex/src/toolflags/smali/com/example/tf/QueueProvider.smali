# Kotlin sketch (QueueProvider.kt), compiled by kotlinc and D8:
#   class QueueProvider : CetpV2ContentProvider() {                               // 9
#       private val store = NoteStore()                                            // 10
#       override val providerTools = listOf(                                      // 11
#           tool("peek_queue", readOnly = true),                                  // 12
#           tool("drain_queue"),                                                  // 13
#       )
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
#           val context = requireContext()                                         // 17
#           val name = request.toolName                                            // 18
#           if (name == "peek_queue") return store.write(context, "UPDATE queue SET peeked = 1") // 19
#           if (name == "drain_queue") return store.write(context, "DELETE FROM queue") // 20
#           return CetpProviderResult.unknownTool(name)                           // 21
#       }
#   }
.class public final Lcom/example/tf/QueueProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "QueueProvider.kt"

.field private final providerTools:Ljava/util/List;

.field private final store:Lcom/example/tf/NoteStore;

.method public constructor <init>()V
    .locals 5
    .line 9
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 10
    new-instance v0, Lcom/example/tf/NoteStore;
    invoke-direct {v0}, Lcom/example/tf/NoteStore;-><init>()V
    iput-object v0, p0, Lcom/example/tf/QueueProvider;->store:Lcom/example/tf/NoteStore;
    .line 11
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .line 12
    const-string v1, "peek_queue"
    const/4 v2, 0x1
    invoke-static {v1, v2}, Lcom/example/tf/FlagToolsKt;->tool(Ljava/lang/String;Z)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    const/4 v3, 0x0
    aput-object v1, v0, v3
    # near miss CETP621: drain_queue's readOnly is left to its default, false
    .line 13
    const-string v1, "drain_queue"
    const/4 v4, 0x2
    const/4 v3, 0x0
    invoke-static {v1, v3, v4, v3}, Lcom/example/tf/FlagToolsKt;->tool$default(Ljava/lang/String;ZILjava/lang/Object;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object v1
    aput-object v1, v0, v2
    .line 11
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    iput-object v0, p0, Lcom/example/tf/QueueProvider;->providerTools:Ljava/util/List;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 1
    .line 11
    iget-object v0, p0, Lcom/example/tf/QueueProvider;->providerTools:Ljava/util/List;
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-virtual {p0}, Lcom/example/tf/QueueProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "requireContext(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object p1
    .line 19
    const-string v1, "peek_queue"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_0
    iget-object p1, p0, Lcom/example/tf/QueueProvider;->store:Lcom/example/tf/NoteStore;
    const-string v1, "UPDATE queue SET peeked = 1"
    invoke-virtual {p1, v0, v1}, Lcom/example/tf/NoteStore;->write(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_0
    # near miss CETP621: drain_queue is not read
    .line 20
    const-string v1, "drain_queue"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    iget-object p1, p0, Lcom/example/tf/QueueProvider;->store:Lcom/example/tf/NoteStore;
    const-string v1, "DELETE FROM queue"
    invoke-virtual {p1, v0, v1}, Lcom/example/tf/NoteStore;->write(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
    :cond_1
    .line 21
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
