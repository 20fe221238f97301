# Kotlin sketch (LinkProvider.kt):
#   class LinkProvider : CetpV2ContentProvider() {                          // 12
#       private val handler = Handler(Looper.getMainLooper())               // 13
#       private lateinit var web: WebView
#
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
#           val args = JSONObject(request.args)                             // 17
#           val tool = request.toolName                                     // 18
#           if (tool == "open_link") {                                      // 19
#               // true positive 622: the Consumer's text becomes an Intent the app launches
#               val intent = Intent.parseUri(args.getString("uri"), Intent.URI_INTENT_SCHEME) // 21
#               requireContext().startActivity(intent)                      // 22
#           } else if (tool == "preview_page") {                            // 23
#               val url = args.getString("url")                             // 24
#               handler.post { web.loadUrl(url) }                           // 25
#           } else {
#               val q = args.optString("q")                                 // 27
#               handler.post { web.loadUrl("https://docs.example.com/search?q=$q") } // 28
#           }
#           return CetpProviderResult.Companion.ok()                        // 30
#       }
#   }
.class public final Lcom/example/af/LinkProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "LinkProvider.kt"

.field private final handler:Landroid/os/Handler;
.field private web:Landroid/webkit/WebView;

.method public constructor <init>()V
    .locals 2
    .line 12
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 13
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/af/LinkProvider;->handler:Landroid/os/Handler;
    return-void
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 4
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 18
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v1
    .line 19
    const-string v2, "open_link"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_preview
    .line 21
    const-string v1, "uri"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x1
    invoke-static {v0, v1}, Landroid/content/Intent;->parseUri(Ljava/lang/String;I)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "parseUri(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-virtual {p0}, Lcom/example/af/LinkProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1, v0}, Landroid/content/Context;->startActivity(Landroid/content/Intent;)V
    goto :goto_done
    :cond_preview
    .line 23
    const-string v2, "preview_page"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_search
    .line 24
    const-string v1, "url"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 25
    iget-object v1, p0, Lcom/example/af/LinkProvider;->handler:Landroid/os/Handler;
    new-instance v2, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0, v0}, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/af/LinkProvider;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    goto :goto_done
    :cond_search
    .line 27
    const-string v1, "q"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 28
    iget-object v1, p0, Lcom/example/af/LinkProvider;->handler:Landroid/os/Handler;
    new-instance v2, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0, v0}, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/af/LinkProvider;Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    :goto_done
    .line 30
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

# Kotlin sketch, continued: the body of `handler.post { web.loadUrl(url) }`,
# which D8 calls from LinkProvider$$ExternalSyntheticLambda0.run()
# (true positive 622: the whole URL is the Consumer's)
.method private static final executeTool$lambda$0(Lcom/example/af/LinkProvider;Ljava/lang/String;)V
    .locals 1
    const-string v0, "this$0"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "$url"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    iget-object v0, p0, Lcom/example/af/LinkProvider;->web:Landroid/webkit/WebView;
    if-nez v0, :cond_init
    const-string v0, "web"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_init
    invoke-virtual {v0, p1}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V
    return-void
.end method

# Kotlin sketch, continued: the body of the second lambda
# near miss CETP622: the scheme and host are fixed; the argument only fills the query
.method private static final executeTool$lambda$1(Lcom/example/af/LinkProvider;Ljava/lang/String;)V
    .locals 3
    const-string v0, "this$0"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    iget-object v0, p0, Lcom/example/af/LinkProvider;->web:Landroid/webkit/WebView;
    if-nez v0, :cond_init
    const-string v0, "web"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_init
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "https://docs.example.com/search?q="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V
    return-void
.end method
