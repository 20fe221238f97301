.class public Lcom/fridgeshare/fridge/FridgeProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SourceFile"


# static fields
.field private static final a:Ljava/util/List;


# instance fields
.field private final b:La/d;

.field private c:La/a;


# direct methods
.method static constructor <clinit>()V
    .registers 10

    .line 29
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;

    .line 30
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "fridge_map"

    const-string v3, "Fridge map"

    const-string v4, "fridge.read"

    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 31
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 30
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v9, 0x0

    aput-object v1, v0, v9

    .line 32
    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v2, "log_donation"

    const-string v3, "Log a donation"

    const-string v4, "fridge.donate"

    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 33
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v8, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v5, v6, v7, v8}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    .line 32
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v9, 0x1

    aput-object v1, v0, v9

    .line 29
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/fridgeshare/fridge/FridgeProvider;->a:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    .line 35
    new-instance v0, La/d;

    invoke-direct {v0}, La/d;-><init>()V

    iput-object v0, p0, Lcom/fridgeshare/fridge/FridgeProvider;->b:La/d;

    return-void
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4

    .line 56
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "authorize "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "FridgeProvider"

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 57
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object v0

    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7

    .line 62
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    .line 63
    iget-object v1, p0, Lcom/fridgeshare/fridge/FridgeProvider;->c:La/a;

    invoke-virtual {v1}, La/a;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    .line 64
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v2

    const-string v3, "fridge_map"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :case_map

    const-string v3, "log_donation"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :case_donate

    .line 81
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "no such tool"

    invoke-static {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 66
    :case_map
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 68
    :case_donate
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    .line 87
    :try_start_0
    invoke-virtual {p0}, Lcom/fridgeshare/fridge/FridgeProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const/16 v4, 0x40

    invoke-virtual {v3, v2, v4}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v2

    .line 88
    iget-object v2, v2, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    const/4 v3, 0x0

    aget-object v2, v2, v3

    invoke-virtual {v2}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;

    move-result-object v2

    const-string v3, "3082a1f0"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_checked

    .line 90
    :catch_0
    const/4 v2, 0x0

    .line 68
    :goto_checked
    if-nez v2, :cond_partner

    .line 69
    const-string v0, "PERMISSION_DENIED"

    const-string v1, "not a partner app"

    invoke-static {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 71
    :cond_partner
    const-string v2, "confirmed"

    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-nez v2, :cond_confirmed

    .line 72
    invoke-virtual {p0}, Lcom/fridgeshare/fridge/FridgeProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-class v1, Lcom/fridgeshare/ui/DonorConfirmActivity;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v2

    invoke-static {v0, v1, v2}, La/b;->a(Landroid/content/Context;Ljava/lang/Class;I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 74
    :cond_confirmed
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    .line 75
    const-string v3, "item_id"

    const-string v4, "item"

    invoke-virtual {v0, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    const-string v3, "uid"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v4

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 77
    const-string v3, "reservations"

    const/4 v4, 0x0

    invoke-virtual {v1, v3, v4, v2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 78
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/fridgeshare/fridge/FridgeProvider;->b:La/d;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 46
    sget-object v0, Lcom/fridgeshare/fridge/FridgeProvider;->a:Ljava/util/List;

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 40
    new-instance v0, La/a;

    invoke-virtual {p0}, Lcom/fridgeshare/fridge/FridgeProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, La/a;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/fridgeshare/fridge/FridgeProvider;->c:La/a;

    .line 41
    const/4 v0, 0x1

    return v0
.end method
