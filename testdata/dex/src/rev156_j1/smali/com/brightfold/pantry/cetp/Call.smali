.class public final Lcom/brightfold/pantry/cetp/Call;
.super Ljava/lang/Object;
.source "Call.java"


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsText:Ljava/lang/String;

.field private final caller:Lcom/brightfold/pantry/cetp/Caller;

.field private final deadlineAtMs:J

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final toolName:Ljava/lang/String;


# direct methods
.method private constructor <init>(Lcom/brightfold/pantry/cetp/Caller;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)V
    .registers 9

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Call;->caller:Lcom/brightfold/pantry/cetp/Caller;

    .line 21
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Call;->requestId:Ljava/lang/String;

    .line 22
    iput-object p3, p0, Lcom/brightfold/pantry/cetp/Call;->toolName:Ljava/lang/String;

    .line 23
    iput-object p4, p0, Lcom/brightfold/pantry/cetp/Call;->argsText:Ljava/lang/String;

    .line 24
    invoke-static {p4}, Lcom/brightfold/pantry/cetp/Call;->parse(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/Call;->args:Lorg/json/JSONObject;

    .line 25
    iput-wide p5, p0, Lcom/brightfold/pantry/cetp/Call;->deadlineAtMs:J

    .line 26
    iput-object p7, p0, Lcom/brightfold/pantry/cetp/Call;->resumeToken:Ljava/lang/String;

    .line 27
    return-void
.end method

.method public static from(Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/os/Bundle;",
            "Lcom/brightfold/pantry/cetp/Caller;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/brightfold/pantry/cetp/Call;",
            ">;"
        }
    .end annotation

    .line 30
    invoke-static {p0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Call$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Call$$ExternalSyntheticLambda0;-><init>()V

    .line 31
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Call$$ExternalSyntheticLambda1;

    invoke-direct {v1, p1}, Lcom/brightfold/pantry/cetp/Call$$ExternalSyntheticLambda1;-><init>(Lcom/brightfold/pantry/cetp/Caller;)V

    .line 32
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 30
    return-object v0
.end method

.method static synthetic lambda$from$0(Landroid/os/Bundle;)Z
    .registers 3

    .line 31
    const-string v1, "request_id"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    const-string v1, "tool_name"

    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$from$1(Lcom/brightfold/pantry/cetp/Caller;Landroid/os/Bundle;)Lcom/brightfold/pantry/cetp/Call;
    .registers 12

    .line 32
    new-instance v0, Lcom/brightfold/pantry/cetp/Call;

    const-string v4, "request_id"

    invoke-virtual {p1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "tool_name"

    invoke-virtual {p1, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 33
    const-string v6, "args"

    invoke-virtual {p1, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-static {v5}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v5

    const-string v6, "{}"

    invoke-virtual {v5, v6}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    .line 34
    const-string v7, "deadline_at_ms"

    const-wide/16 v8, 0x0

    invoke-virtual {p1, v7, v8, v9}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v6

    const-string v9, "resume_token"

    invoke-virtual {p1, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v1, v0

    move-object v2, p0

    invoke-direct/range {v1 .. v8}, Lcom/brightfold/pantry/cetp/Call;-><init>(Lcom/brightfold/pantry/cetp/Caller;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)V

    .line 32
    return-object v0
.end method

.method private static parse(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 3

    .line 39
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v1

    .line 41
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 63
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Call;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsText()Ljava/lang/String;
    .registers 2

    .line 58
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Call;->argsText:Ljava/lang/String;

    return-object v0
.end method

.method public caller()Lcom/brightfold/pantry/cetp/Caller;
    .registers 2

    .line 46
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Call;->caller:Lcom/brightfold/pantry/cetp/Caller;

    return-object v0
.end method

.method public expired(J)Z
    .registers 7

    .line 71
    iget-wide v0, p0, Lcom/brightfold/pantry/cetp/Call;->deadlineAtMs:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    iget-wide v2, p0, Lcom/brightfold/pantry/cetp/Call;->deadlineAtMs:J

    cmp-long v0, p1, v2

    if-ltz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 50
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Call;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 2

    .line 67
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Call;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 54
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Call;->toolName:Ljava/lang/String;

    return-object v0
.end method
