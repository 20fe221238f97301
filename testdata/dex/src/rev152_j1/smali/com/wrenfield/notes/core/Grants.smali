.class public final Lcom/wrenfield/notes/core/Grants;
.super Ljava/lang/Object;
.source "Grants.java"


# instance fields
.field private final clock:Lcom/wrenfield/notes/core/Clock;

.field private final packageManager:Landroid/content/pm/PackageManager;

.field private final store:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/wrenfield/notes/core/Clock;)V
    .registers 6

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    const-string v1, "assistant_grants"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/core/Grants;->store:Landroid/content/SharedPreferences;

    .line 23
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/core/Grants;->packageManager:Landroid/content/pm/PackageManager;

    .line 24
    iput-object p2, p0, Lcom/wrenfield/notes/core/Grants;->clock:Lcom/wrenfield/notes/core/Clock;

    .line 25
    return-void
.end method


# virtual methods
.method public allows(Lcom/wrenfield/notes/core/Caller;Ljava/lang/String;)Z
    .registers 12

    .line 28
    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Caller;->uid()I

    move-result v0

    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    .line 30
    const/4 v0, 0x1

    return v0

    .line 32
    :cond_0
    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Caller;->packageName()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 33
    const/4 v0, 0x0

    return v0

    .line 35
    :cond_1
    iget-object v0, p0, Lcom/wrenfield/notes/core/Grants;->store:Landroid/content/SharedPreferences;

    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Caller;->packageName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "grant."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 36
    if-nez v4, :cond_2

    .line 37
    const/4 v0, 0x0

    return v0

    .line 40
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v5, v0

    .line 41
    const-string v1, "uid"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Caller;->uid()I

    move-result v1

    if-ne v0, v1, :cond_3

    const-string v1, "expires_at"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    iget-object v2, p0, Lcom/wrenfield/notes/core/Grants;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_4

    .line 42
    :cond_3
    const/4 v0, 0x0

    return v0

    .line 44
    :cond_4
    const-string v1, "scopes"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v6

    .line 45
    const/4 v7, 0x0

    .line 46
    const/4 v8, 0x0

    :goto_0
    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v8, v1, :cond_5

    .line 47
    invoke-virtual {v6, v8}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    or-int/2addr v7, v1

    .line 46
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 49
    :cond_5
    if-eqz v7, :cond_6

    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_6

    iget-object v0, p0, Lcom/wrenfield/notes/core/Grants;->packageManager:Landroid/content/pm/PackageManager;

    .line 50
    invoke-virtual {p1}, Lcom/wrenfield/notes/core/Caller;->packageName()Ljava/lang/String;

    move-result-object v1

    .line 51
    const-string v3, "cert_sha256"

    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/wrenfield/notes/core/Hex;->decode(Ljava/lang/String;)[B

    move-result-object v2

    .line 50
    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_1

    :cond_6
    const/4 v0, 0x0

    .line 49
    :goto_1
    return v0

    :catch_0
    move-exception v5

    .line 53
    const/4 v0, 0x0

    return v0
.end method
