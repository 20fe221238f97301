# Java sketch (LookupHandler.java):
#   final class LookupHandler implements ToolHandler {                                  // 6
#       @Override public CetpProviderResult handle(Context context, String args) {
#           return CetpProviderResult.Companion.inline(args.length());                  // 8
#       }
#   }
.class final Lcom/example/td/LookupHandler;
.super Ljava/lang/Object;
.implements Lcom/example/td/ToolHandler;
.source "LookupHandler.java"


.method public constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle(Landroid/content/Context;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 1
    .line 8
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p2}, Ljava/lang/String;->length()I
    move-result v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
