# Kotlin sketch (TaskProvider.kt):
#   class TaskProvider : CetpV2ContentProvider() {                          // 10
#       private var force = false                                           // 11
#       private lateinit var prefs: SharedPreferences
#
#       override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
#           val args = JSONObject(request.args)                             // 15
#           force = args.optBoolean("force")                                // 16
#           return clearAll()                                               // 17
#       }
#
#       // true positive 614: the Consumer's "force", kept in a field, skips the confirmation
#       private fun clearAll(): CetpProviderResult {
#           if (!force) {                                                   // 22
#               return CetpProviderResult.userActionRequired()              // 23
#           }
#           prefs.edit().clear().apply()                                    // 25
#           return CetpProviderResult.ok()                                  // 26
#       }
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           if (method == "execute_tool") {                                 // 30
#               prefs.edit().putLong("last_execute", System.currentTimeMillis()).apply() // 31
#           }
#           return super.call(method, arg, extras)                          // 33
#       }
#   }
.class public final Lcom/example/af/TaskProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "TaskProvider.kt"

.field private force:Z
.field private prefs:Landroid/content/SharedPreferences;

.method public constructor <init>()V
    .locals 0
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    return-void
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 2
    const-string v0, "request"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Lorg/json/JSONObject;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 16
    const-string v1, "force"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    iput-boolean v0, p0, Lcom/example/af/TaskProvider;->force:Z
    .line 17
    invoke-direct {p0}, Lcom/example/af/TaskProvider;->clearAll()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

.method private final clearAll()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 1
    .line 22
    iget-boolean v0, p0, Lcom/example/af/TaskProvider;->force:Z
    if-nez v0, :cond_forced
    .line 23
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->userActionRequired()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :cond_forced
    .line 25
    iget-object v0, p0, Lcom/example/af/TaskProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :cond_init
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_init
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->clear()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 26
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

# near miss CETP619: the SDK base class serves execute_tool (super.call) and checks the deadline before executeTool
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_super
    .line 31
    iget-object v0, p0, Lcom/example/af/TaskProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :cond_init
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_init
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last_execute"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-interface {v0, v1, v2, v3}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    :cond_super
    .line 33
    invoke-super {p0, p1, p2, p3}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
