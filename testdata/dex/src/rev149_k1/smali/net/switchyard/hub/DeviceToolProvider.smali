.class public final Lnet/switchyard/hub/DeviceToolProvider;
.super Lnet/switchyard/hub/ToolHost;
.source "DeviceToolProvider.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final moduleIds:Ljava/util/List;

.field private final providerId:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Lorg/json/JSONArray;

.field private final sessions:Lnet/switchyard/hub/SessionPolicy;

.field private final verifier:Lnet/switchyard/hub/CallerVerifier;


# direct methods
.method public constructor <init>()V
    .registers 7

    .line 6
    invoke-direct {p0}, Lnet/switchyard/hub/ToolHost;-><init>()V

    .line 7
    const-string v0, "net.switchyard.hub.device"

    iput-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->providerId:Ljava/lang/String;

    .line 8
    const-string v0, "Linked accounts, the clipboard and downloads on this device."

    iput-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->description:Ljava/lang/String;

    .line 9
    const-string v0, "device-12"

    iput-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->revision:Ljava/lang/String;

    .line 10
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 11
    const-string v1, "accounts.read"

    const-string v2, "read"

    const-string v3, "personal"

    const-string v4, "See the accounts linked in Switchyard"

    invoke-static {v1, v2, v3, v4}, Lnet/switchyard/hub/ToolModuleKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 12
    const-string v1, "clipboard.read"

    const-string v2, "read"

    const-string v3, "personal"

    const-string v4, "Read the clipboard"

    invoke-static {v1, v2, v3, v4}, Lnet/switchyard/hub/ToolModuleKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 13
    const-string v1, "clipboard.write"

    const-string v2, "write"

    const-string v3, "personal"

    const-string v4, "Change the clipboard"

    invoke-static {v1, v2, v3, v4}, Lnet/switchyard/hub/ToolModuleKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 14
    const-string v1, "downloads.read"

    const-string v2, "read"

    const-string v3, "device"

    const-string v4, "See downloads"

    invoke-static {v1, v2, v3, v4}, Lnet/switchyard/hub/ToolModuleKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 15
    const-string v1, "downloads.write"

    const-string v2, "write"

    const-string v3, "device"

    const-string v4, "Start downloads"

    invoke-static {v1, v2, v3, v4}, Lnet/switchyard/hub/ToolModuleKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iput-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->scopes:Lorg/json/JSONArray;

    .line 16
    const/4 v0, 0x3

    new-array v5, v0, [Ljava/lang/String;

    const-string v2, "accounts"

    const/4 v1, 0x0

    aput-object v2, v5, v1

    const-string v2, "clipboard"

    const/4 v1, 0x1

    aput-object v2, v5, v1

    const-string v2, "downloads"

    const/4 v1, 0x2

    aput-object v2, v5, v1

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->moduleIds:Ljava/util/List;

    .line 17
    sget-object v0, Lnet/switchyard/hub/CallerVerifier;->Companion:Lnet/switchyard/hub/CallerVerifier$Companion;

    invoke-virtual {v0}, Lnet/switchyard/hub/CallerVerifier$Companion;->signingCertificates()Lnet/switchyard/hub/CallerVerifier;

    move-result-object v0

    iput-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->verifier:Lnet/switchyard/hub/CallerVerifier;

    .line 18
    sget-object v0, Lnet/switchyard/hub/SessionPolicy;->Companion:Lnet/switchyard/hub/SessionPolicy$Companion;

    invoke-virtual {v0}, Lnet/switchyard/hub/SessionPolicy$Companion;->byToken()Lnet/switchyard/hub/SessionPolicy;

    move-result-object v0

    iput-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->sessions:Lnet/switchyard/hub/SessionPolicy;

    .line 6
    return-void
.end method


# virtual methods
.method public getDescription()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method protected getModuleIds()Ljava/util/List;
    .registers 2

    .line 16
    iget-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->moduleIds:Ljava/util/List;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Lorg/json/JSONArray;
    .registers 2

    .line 10
    iget-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->scopes:Lorg/json/JSONArray;

    return-object v0
.end method

.method protected getSessions()Lnet/switchyard/hub/SessionPolicy;
    .registers 2

    .line 18
    iget-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->sessions:Lnet/switchyard/hub/SessionPolicy;

    return-object v0
.end method

.method protected getVerifier()Lnet/switchyard/hub/CallerVerifier;
    .registers 2

    .line 17
    iget-object v0, p0, Lnet/switchyard/hub/DeviceToolProvider;->verifier:Lnet/switchyard/hub/CallerVerifier;

    return-object v0
.end method
