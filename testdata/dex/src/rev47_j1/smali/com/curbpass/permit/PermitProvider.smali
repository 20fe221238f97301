.class public final Lcom/curbpass/permit/PermitProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SourceFile"


# static fields
.field private static final a:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 24
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const-string v1, "com.curbpass"

    const/4 v2, 0x0

    aput-object v1, v0, v2

    const-string v1, "gov.city.resident"

    const/4 v2, 0x1

    aput-object v1, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/curbpass/permit/PermitProvider;->a:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method static synthetic a(Ljava/lang/String;)Z
    .registers 2

    .line 53
    const-string v0, "permits."

    invoke-virtual {p0, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result p0

    return p0
.end method


# virtual methods
.method public final authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4

    .line 51
    invoke-virtual {p0}, Lcom/curbpass/permit/PermitProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    invoke-static {v0, v1}, Lcom/curbpass/a/b;->a(Landroid/content/Context;I)Lcom/curbpass/a/b;

    move-result-object v0

    .line 52
    instance-of v1, v0, Lcom/curbpass/a/c;

    if-eqz v1, :cond_0

    check-cast v0, Lcom/curbpass/a/c;

    sget-object v1, Lcom/curbpass/permit/PermitProvider;->a:Ljava/util/List;

    iget-object v0, v0, Lcom/curbpass/a/c;->b:Ljava/lang/String;

    invoke-interface {v1, v0}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 53
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object p1

    invoke-interface {p1}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object p1

    sget-object v0, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda0;

    invoke-interface {p1, v0}, Ljava/util/stream/Stream;->allMatch(Ljava/util/function/Predicate;)Z

    move-result p1

    if-nez p1, :cond_1

    .line 54
    :cond_0
    const-string p1, "not a resident app"

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1

    .line 56
    :cond_1
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1
.end method

.method public final executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8

    .line 61
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/curbpass/permit/PermitProvider$$ExternalSyntheticLambda1;

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    .line 63
    :try_start_0
    const-string v1, "buy_permit"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    const-string v2, "plate"

    if-eqz v1, :cond_0

    .line 64
    const-class v1, Lcom/curbpass/a/f;

    invoke-static {v1}, Lcom/curbpass/a/a;->a(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/curbpass/a/f;

    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v3, "zone"

    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 65
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;

    move-result-object p1

    const v3, 0x80520

    .line 64
    invoke-virtual {v1, v2, v0, v3, p1}, Lcom/curbpass/a/f;->a(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)J

    move-result-wide v0

    .line 66
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "permit"

    invoke-virtual {p1, v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 68
    :cond_0
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v2, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 70
    :catch_0
    const-string p1, "INTERNAL_ERROR"

    const-string v0, "could not build the result"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method public final getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 46
    const-class v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    invoke-static {v0}, Lcom/curbpass/a/a;->a(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    return-object v0
.end method

.method public final getProviderTools()Ljava/util/List;
    .registers 12

    .line 34
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;

    .line 35
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "permit_status"

    const-string v3, "Permit status"

    const-string v4, "Show a plate\'s permit"

    const-string v5, "{}"

    .line 36
    const-string v6, "permits.read"

    invoke-static {v6}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 37
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v10, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NONE:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const/4 p0, 0x1

    invoke-direct {v7, v8, v9, p0, v10}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 35
    invoke-direct/range {v1 .. v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    .line 38
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "buy_permit"

    const-string v3, "Buy permit"

    const-string v4, "Buy a residential permit"

    .line 39
    const-string v6, "permits.write"

    invoke-static {v6}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 40
    new-instance v7, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v9, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    .line 41
    sget-object v10, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    const/4 p0, 0x0

    .line 40
    invoke-direct {v7, v8, v9, p0, v10}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 38
    invoke-direct/range {v1 .. v7}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    .line 34
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public final onCreate()Z
    .registers 3

    .line 28
    new-instance v0, Lcom/curbpass/a/j;

    invoke-direct {v0}, Lcom/curbpass/a/j;-><init>()V

    const-class v1, Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    invoke-static {v1, v0}, Lcom/curbpass/a/a;->a(Ljava/lang/Class;Ljava/lang/Object;)V

    .line 29
    const/4 v0, 0x1

    return v0
.end method
