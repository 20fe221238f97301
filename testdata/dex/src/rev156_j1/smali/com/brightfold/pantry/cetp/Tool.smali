.class public final Lcom/brightfold/pantry/cetp/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# static fields
.field public static final ALWAYS:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Lcom/brightfold/pantry/cetp/Call;",
            ">;"
        }
    .end annotation
.end field

.field public static final NEVER:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Lcom/brightfold/pantry/cetp/Call;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final confirmWhen:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Lcom/brightfold/pantry/cetp/Call;",
            ">;"
        }
    .end annotation
.end field

.field private final confirmation:Ljava/lang/String;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final fileResult:Z

.field private final handler:Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Lcom/brightfold/pantry/cetp/Outcome;",
            ">;"
        }
    .end annotation
.end field

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Ljava/lang/String;

.field private final scope:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 11
    new-instance v0, Lcom/brightfold/pantry/cetp/Tool$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/brightfold/pantry/cetp/Tool$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/brightfold/pantry/cetp/Tool;->NEVER:Ljava/util/function/Predicate;

    .line 12
    new-instance v0, Lcom/brightfold/pantry/cetp/Tool$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/brightfold/pantry/cetp/Tool$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lcom/brightfold/pantry/cetp/Tool;->ALWAYS:Ljava/util/function/Predicate;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/util/function/Predicate;Ljava/util/function/Function;)V
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Z",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Z",
            "Ljava/util/function/Predicate<",
            "Lcom/brightfold/pantry/cetp/Call;",
            ">;",
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Lcom/brightfold/pantry/cetp/Outcome;",
            ">;)V"
        }
    .end annotation

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Tool;->name:Ljava/lang/String;

    .line 31
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Tool;->description:Ljava/lang/String;

    .line 32
    iput-object p3, p0, Lcom/brightfold/pantry/cetp/Tool;->effect:Ljava/lang/String;

    .line 33
    iput-object p4, p0, Lcom/brightfold/pantry/cetp/Tool;->risk:Ljava/lang/String;

    .line 34
    iput-boolean p5, p0, Lcom/brightfold/pantry/cetp/Tool;->destructive:Z

    .line 35
    iput-object p6, p0, Lcom/brightfold/pantry/cetp/Tool;->confirmation:Ljava/lang/String;

    .line 36
    iput-object p7, p0, Lcom/brightfold/pantry/cetp/Tool;->scope:Ljava/lang/String;

    .line 37
    iput-object p8, p0, Lcom/brightfold/pantry/cetp/Tool;->inputSchema:Ljava/lang/String;

    .line 38
    iput-object p9, p0, Lcom/brightfold/pantry/cetp/Tool;->outputSchema:Ljava/lang/String;

    .line 39
    iput-boolean p10, p0, Lcom/brightfold/pantry/cetp/Tool;->fileResult:Z

    .line 40
    iput-object p11, p0, Lcom/brightfold/pantry/cetp/Tool;->confirmWhen:Ljava/util/function/Predicate;

    .line 41
    iput-object p12, p0, Lcom/brightfold/pantry/cetp/Tool;->handler:Ljava/util/function/Function;

    .line 42
    return-void
.end method

.method static synthetic lambda$static$0(Lcom/brightfold/pantry/cetp/Call;)Z
    .registers 2

    .line 11
    const/4 v0, 0x0

    return v0
.end method

.method static synthetic lambda$static$1(Lcom/brightfold/pantry/cetp/Call;)Z
    .registers 2

    .line 12
    const/4 v0, 0x1

    return v0
.end method

.method public static read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;
    .registers 20
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Lcom/brightfold/pantry/cetp/Outcome;",
            ">;)",
            "Lcom/brightfold/pantry/cetp/Tool;"
        }
    .end annotation

    .line 46
    new-instance v0, Lcom/brightfold/pantry/cetp/Tool;

    sget-object v12, Lcom/brightfold/pantry/cetp/Tool;->NEVER:Ljava/util/function/Predicate;

    move-object v1, v0

    move-object v2, p0

    move-object v3, p1

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    move-object/from16 v8, p2

    move-object/from16 v9, p3

    move-object/from16 v10, p4

    const/4 v11, 0x0

    move-object/from16 v13, p5

    invoke-direct/range {v1 .. v13}, Lcom/brightfold/pantry/cetp/Tool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/util/function/Predicate;Ljava/util/function/Function;)V

    return-object v0
.end method

.method public static readFile(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;
    .registers 20
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Lcom/brightfold/pantry/cetp/Outcome;",
            ">;)",
            "Lcom/brightfold/pantry/cetp/Tool;"
        }
    .end annotation

    .line 52
    new-instance v0, Lcom/brightfold/pantry/cetp/Tool;

    sget-object v12, Lcom/brightfold/pantry/cetp/Tool;->NEVER:Ljava/util/function/Predicate;

    move-object v1, v0

    move-object v2, p0

    move-object v3, p1

    const-string v4, "read"

    const-string v5, "low"

    const/4 v6, 0x0

    const-string v7, "never"

    move-object/from16 v8, p2

    move-object/from16 v9, p3

    move-object/from16 v10, p4

    const/4 v11, 0x1

    move-object/from16 v13, p5

    invoke-direct/range {v1 .. v13}, Lcom/brightfold/pantry/cetp/Tool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/util/function/Predicate;Ljava/util/function/Function;)V

    return-object v0
.end method

.method public static write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Predicate;Ljava/util/function/Function;)Lcom/brightfold/pantry/cetp/Tool;
    .registers 25
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Z",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/function/Predicate<",
            "Lcom/brightfold/pantry/cetp/Call;",
            ">;",
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Lcom/brightfold/pantry/cetp/Outcome;",
            ">;)",
            "Lcom/brightfold/pantry/cetp/Tool;"
        }
    .end annotation

    .line 59
    new-instance v0, Lcom/brightfold/pantry/cetp/Tool;

    move-object v1, v0

    move-object v2, p0

    move-object v3, p1

    move-object/from16 v4, p2

    move-object/from16 v5, p3

    move/from16 v6, p4

    move-object/from16 v7, p5

    move-object/from16 v8, p6

    move-object/from16 v9, p7

    move-object/from16 v10, p8

    const/4 v11, 0x0

    move-object/from16 v12, p9

    move-object/from16 v13, p10

    invoke-direct/range {v1 .. v13}, Lcom/brightfold/pantry/cetp/Tool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/util/function/Predicate;Ljava/util/function/Function;)V

    return-object v0
.end method


# virtual methods
.method public confirmWhen()Ljava/util/function/Predicate;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Predicate<",
            "Lcom/brightfold/pantry/cetp/Call;",
            ">;"
        }
    .end annotation

    .line 80
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Tool;->confirmWhen:Ljava/util/function/Predicate;

    return-object v0
.end method

.method public describe()Lorg/json/JSONObject;
    .registers 7

    .line 89
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/Tool;->effect:Ljava/lang/String;

    .line 90
    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/Tool;->risk:Ljava/lang/String;

    .line 91
    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/brightfold/pantry/cetp/Tool;->destructive:Z

    .line 92
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 93
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Tool;->mutating()Z

    move-result v2

    const-string v1, "idempotent"

    if-nez v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 94
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/Tool;->confirmation:Ljava/lang/String;

    .line 95
    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 96
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 97
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/Tool;->name:Ljava/lang/String;

    .line 98
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/Tool;->description:Ljava/lang/String;

    .line 99
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/brightfold/pantry/cetp/Tool;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 100
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/brightfold/pantry/cetp/Tool;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 101
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    iget-object v3, p0, Lcom/brightfold/pantry/cetp/Tool;->scope:Ljava/lang/String;

    .line 102
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 103
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 97
    return-object v0

    :catch_0
    move-exception v5

    .line 105
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/Tool;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "bad descriptor for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method public fileResult()Z
    .registers 2

    .line 76
    iget-boolean v0, p0, Lcom/brightfold/pantry/cetp/Tool;->fileResult:Z

    return v0
.end method

.method public handler()Ljava/util/function/Function;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Lcom/brightfold/pantry/cetp/Outcome;",
            ">;"
        }
    .end annotation

    .line 84
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Tool;->handler:Ljava/util/function/Function;

    return-object v0
.end method

.method public mutating()Z
    .registers 3

    .line 72
    iget-object v1, p0, Lcom/brightfold/pantry/cetp/Tool;->effect:Ljava/lang/String;

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 64
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Tool;->name:Ljava/lang/String;

    return-object v0
.end method

.method public scope()Ljava/lang/String;
    .registers 2

    .line 68
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Tool;->scope:Ljava/lang/String;

    return-object v0
.end method
