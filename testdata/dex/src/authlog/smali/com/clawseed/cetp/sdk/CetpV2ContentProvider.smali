# The SDK's provider base class (§10), reduced to the hook these fixtures
# override; the real class serves call() and checks the deadline before it
# calls executeTool.
#   abstract class CetpV2ContentProvider : ContentProvider() {
#       abstract fun executeTool(request: CetpProviderRequest): CetpProviderResult
#   }
.class public abstract Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.kt"

.method public constructor <init>()V
    .locals 0
    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public abstract executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method
