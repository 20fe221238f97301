# Kotlin sketch: JobProvider's companion object (see JobProvider.smali).
#   companion object {                                                             // 32
#       fun readOnly(name: String): CetpProviderTool = tool(name, ToolEffect.READ) // 33
#   }
.class public final Lcom/example/th/JobProvider$Companion;
.super Ljava/lang/Object;
.source "JobProvider.kt"

.method private constructor <init>()V
    .locals 0
    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/th/JobProvider$Companion;-><init>()V
    return-void
.end method

.method public final readOnly(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    .locals 1
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    sget-object v0, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;
    invoke-static {p1, v0}, Lcom/example/th/ToolsKt;->tool(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/clawseed/cetp/sdk/CetpProviderTool;
    move-result-object p1
    return-object p1
.end method
