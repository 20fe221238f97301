.class public final Lcom/larderly/app/cetp/Outcome;
.super Ljava/lang/Object;
.source "Outcome.java"


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final errorCode:Ljava/lang/String;

.field public final operationId:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final value:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/larderly/app/cetp/Outcome;->tool:Ljava/lang/String;

    .line 17
    iput-object p2, p0, Lcom/larderly/app/cetp/Outcome;->argsDigest:Ljava/lang/String;

    .line 18
    iput-object p3, p0, Lcom/larderly/app/cetp/Outcome;->operationId:Ljava/lang/String;

    .line 19
    iput-object p4, p0, Lcom/larderly/app/cetp/Outcome;->value:Ljava/lang/String;

    .line 20
    iput-object p5, p0, Lcom/larderly/app/cetp/Outcome;->errorCode:Ljava/lang/String;

    .line 21
    return-void
.end method

.method public static failed(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Lcom/larderly/app/cetp/Outcome;
    .registers 9

    .line 36
    new-instance v0, Lcom/larderly/app/cetp/Outcome;

    iget-object v2, p0, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    iget-object v3, p0, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    move-object v1, v0

    const/4 v4, 0x0

    const/4 v5, 0x0

    move-object v6, p1

    invoke-direct/range {v1 .. v6}, Lcom/larderly/app/cetp/Outcome;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static ok(Lcom/larderly/app/cetp/ProviderRequest;Lorg/json/JSONObject;)Lcom/larderly/app/cetp/Outcome;
    .registers 9

    .line 32
    new-instance v0, Lcom/larderly/app/cetp/Outcome;

    iget-object v2, p0, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    iget-object v3, p0, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v1, v0

    const/4 v4, 0x0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/larderly/app/cetp/Outcome;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static operation(Lcom/larderly/app/cetp/ProviderRequest;Ljava/lang/String;)Lcom/larderly/app/cetp/Outcome;
    .registers 9

    .line 28
    new-instance v0, Lcom/larderly/app/cetp/Outcome;

    iget-object v2, p0, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    iget-object v3, p0, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    move-object v1, v0

    move-object v4, p1

    const/4 v5, 0x0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/larderly/app/cetp/Outcome;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public static pending(Lcom/larderly/app/cetp/ProviderRequest;)Lcom/larderly/app/cetp/Outcome;
    .registers 8

    .line 24
    new-instance v0, Lcom/larderly/app/cetp/Outcome;

    iget-object v2, p0, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v2, v2, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    iget-object v3, p0, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    move-object v1, v0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/larderly/app/cetp/Outcome;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public matches(Lcom/larderly/app/cetp/ProviderRequest;)Z
    .registers 4

    .line 40
    iget-object v0, p0, Lcom/larderly/app/cetp/Outcome;->tool:Ljava/lang/String;

    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->tool:Lcom/larderly/app/cetp/ToolDescriptor;

    iget-object v1, v1, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/larderly/app/cetp/Outcome;->argsDigest:Ljava/lang/String;

    iget-object v1, p1, Lcom/larderly/app/cetp/ProviderRequest;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public replay(Lcom/larderly/app/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 45
    invoke-virtual {p0, p1}, Lcom/larderly/app/cetp/Outcome;->matches(Lcom/larderly/app/cetp/ProviderRequest;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 46
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 48
    :cond_0
    iget-object v0, p0, Lcom/larderly/app/cetp/Outcome;->operationId:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 49
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/larderly/app/cetp/Outcome;->operationId:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 51
    :cond_1
    iget-object v0, p0, Lcom/larderly/app/cetp/Outcome;->value:Ljava/lang/String;

    if-eqz v0, :cond_2

    .line 52
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    new-instance v1, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/larderly/app/cetp/Outcome;->value:Ljava/lang/String;

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 54
    :cond_2
    iget-object v0, p0, Lcom/larderly/app/cetp/Outcome;->errorCode:Ljava/lang/String;

    if-eqz v0, :cond_3

    .line 55
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/larderly/app/cetp/Outcome;->errorCode:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 57
    :cond_3
    iget-object v0, p1, Lcom/larderly/app/cetp/ProviderRequest;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
