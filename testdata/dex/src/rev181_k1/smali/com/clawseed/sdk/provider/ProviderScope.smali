.class public final Lcom/clawseed/sdk/provider/ProviderScope;
.super Ljava/lang/Object;
.source "Cetp.kt"


# instance fields
.field private final access:Lcom/clawseed/sdk/provider/ScopeAccess;

.field private final description:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final sensitivity:Lcom/clawseed/sdk/provider/ScopeSensitivity;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/ScopeAccess;Lcom/clawseed/sdk/provider/ScopeSensitivity;)V
    .registers 7

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "access"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "sensitivity"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/clawseed/sdk/provider/ProviderScope;->name:Ljava/lang/String;

    .line 28
    iput-object p2, p0, Lcom/clawseed/sdk/provider/ProviderScope;->title:Ljava/lang/String;

    .line 29
    iput-object p3, p0, Lcom/clawseed/sdk/provider/ProviderScope;->description:Ljava/lang/String;

    .line 30
    iput-object p4, p0, Lcom/clawseed/sdk/provider/ProviderScope;->access:Lcom/clawseed/sdk/provider/ScopeAccess;

    .line 31
    iput-object p5, p0, Lcom/clawseed/sdk/provider/ProviderScope;->sensitivity:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    .line 26
    return-void
.end method


# virtual methods
.method public final getAccess()Lcom/clawseed/sdk/provider/ScopeAccess;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ProviderScope;->access:Lcom/clawseed/sdk/provider/ScopeAccess;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ProviderScope;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ProviderScope;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getSensitivity()Lcom/clawseed/sdk/provider/ScopeSensitivity;
    .registers 2

    .line 31
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ProviderScope;->sensitivity:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ProviderScope;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 4

    .line 33
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 34
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ProviderScope;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 35
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ProviderScope;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 36
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ProviderScope;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 37
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ProviderScope;->access:Lcom/clawseed/sdk/provider/ScopeAccess;

    iget-object v2, v2, Lcom/clawseed/sdk/provider/ScopeAccess;->wire:Ljava/lang/String;

    const-string v1, "access"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 38
    iget-object v2, p0, Lcom/clawseed/sdk/provider/ProviderScope;->sensitivity:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    iget-object v2, v2, Lcom/clawseed/sdk/provider/ScopeSensitivity;->wire:Ljava/lang/String;

    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
