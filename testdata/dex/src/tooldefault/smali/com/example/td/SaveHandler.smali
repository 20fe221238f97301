# Kotlin sketch (in WordsProvider.kt):
#   class SaveHandler : ToolHandler {                                                    // 30
#       override fun handle(context: Context, args: String): CetpProviderResult {
#           context.getSharedPreferences("words", 0).edit().putString("saved", args).apply()  // 32
#           return CetpProviderResult.inline(1)                                          // 33
#       }
#   }
.class public final Lcom/example/td/SaveHandler;
.super Ljava/lang/Object;
.implements Lcom/example/td/ToolHandler;
.source "WordsProvider.kt"


.method public constructor <init>()V
    .locals 0
    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    const-string v0, "words"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "saved"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 33
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 p2, 0x1
    invoke-virtual {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
