.class final Lcom/example/r13m/Args;
.super Ljava/lang/Object;
.source "Args.java"

.method static claimedCaller(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 3
    .line 10
    const-string v0, "arguments"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 11
    invoke-static {v0}, Lcom/google/gson/JsonParser;->parseString(Ljava/lang/String;)Lcom/google/gson/JsonElement;
    move-result-object v0
    invoke-virtual {v0}, Lcom/google/gson/JsonElement;->getAsJsonObject()Lcom/google/gson/JsonObject;
    move-result-object v0
    .line 12
    const-string v1, "calling_package"
    invoke-virtual {v0, v1}, Lcom/google/gson/JsonObject;->get(Ljava/lang/String;)Lcom/google/gson/JsonElement;
    move-result-object v0
    invoke-virtual {v0}, Lcom/google/gson/JsonElement;->getAsString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static boundCaller(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 4
    .line 20
    new-instance v0, Lcom/google/gson/Gson;
    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V
    const-string v1, "arguments"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-class v2, Lcom/example/r13m/ToolArgs;
    invoke-virtual {v0, v1, v2}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r13m/ToolArgs;
    .line 21
    iget-object v0, v0, Lcom/example/r13m/ToolArgs;->callingPackage:Ljava/lang/String;
    return-object v0
.end method
