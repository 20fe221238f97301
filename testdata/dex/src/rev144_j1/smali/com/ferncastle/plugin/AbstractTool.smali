.class public abstract Lcom/ferncastle/plugin/AbstractTool;
.super Ljava/lang/Object;
.source "AbstractTool.java"


# static fields
.field private static final MAX_ARGS_BYTES:I = 0x10000


# instance fields
.field protected final kit:Lcom/ferncastle/plugin/Registry$Kit;


# direct methods
.method protected constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;)V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/ferncastle/plugin/AbstractTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    .line 20
    return-void
.end method


# virtual methods
.method protected final askUser(Lcom/ferncastle/plugin/Invocation;Ljava/util/function/Supplier;Ljava/lang/String;)Lcom/ferncastle/plugin/Result;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/lang/String;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 53
    invoke-interface {p2}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v1, v0

    .line 54
    iget-object v0, p0, Lcom/ferncastle/plugin/AbstractTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->book:Lcom/ferncastle/cetp/ResumeBook;

    invoke-virtual {v0, v1, p1, p3}, Lcom/ferncastle/cetp/ResumeBook;->open(Ljava/lang/String;Lcom/ferncastle/plugin/Invocation;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 55
    iget-object v0, p0, Lcom/ferncastle/plugin/AbstractTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->confirmScreen:Ljava/util/function/Function;

    invoke-interface {v0, v2}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Intent;

    move-object v3, v0

    .line 56
    iget-object v0, p0, Lcom/ferncastle/plugin/AbstractTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->context:Landroid/content/Context;

    invoke-static {v0, v3, v2}, Lcom/ferncastle/cetp/Bundles;->resolution(Landroid/content/Context;Landroid/content/Intent;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v4

    .line 57
    invoke-static {v4, v1}, Lcom/ferncastle/plugin/Result;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method protected abstract doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected final granted(Lcom/ferncastle/plugin/Invocation;Ljava/lang/String;)Z
    .registers 8

    .line 62
    const-string v1, "session"

    invoke-virtual {p1, v1}, Lcom/ferncastle/plugin/Invocation;->get(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    .line 63
    instance-of v0, v2, Lorg/json/JSONObject;

    if-eqz v0, :cond_2

    .line 64
    check-cast v2, Lorg/json/JSONObject;

    const-string v1, "capabilities"

    invoke-virtual {v2, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v3

    .line 65
    const/4 v4, 0x0

    :goto_0
    if-eqz v3, :cond_1

    invoke-virtual {v3}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v4, v1, :cond_1

    .line 66
    invoke-virtual {v3, v4}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 67
    const/4 v0, 0x1

    return v0

    .line 65
    :cond_0
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 70
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 72
    :cond_2
    iget-object v0, p0, Lcom/ferncastle/plugin/AbstractTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->sessions:Lcom/ferncastle/cetp/ToolHost$Sessions;

    iget v1, p1, Lcom/ferncastle/plugin/Invocation;->uid:I

    invoke-virtual {v0, v1, p2}, Lcom/ferncastle/cetp/ToolHost$Sessions;->anyGranted(ILjava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public final run(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 27
    invoke-virtual {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;->validate(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Either;

    move-result-object v2

    .line 28
    invoke-virtual {v2}, Lcom/ferncastle/plugin/Either;->isRight()Z

    move-result v0

    if-nez v0, :cond_0

    .line 29
    invoke-virtual {v2}, Lcom/ferncastle/plugin/Either;->left()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/plugin/Result;

    return-object v0

    .line 31
    :cond_0
    invoke-virtual {v2}, Lcom/ferncastle/plugin/Either;->right()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lorg/json/JSONObject;

    invoke-virtual {p0, p1, v1}, Lcom/ferncastle/plugin/AbstractTool;->doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public abstract spec()Lcom/ferncastle/plugin/ToolSpec;
.end method

.method protected validate(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Either;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            ")",
            "Lcom/ferncastle/plugin/Either<",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 36
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Invocation;->rawArgs()Ljava/lang/String;

    move-result-object v3

    .line 37
    if-eqz v3, :cond_0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v3, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 38
    :cond_0
    const-string v0, "INVALID_ARGS"

    const-string v1, "args must be a JSON object of at most 64 KiB"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 41
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->right(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 43
    const-string v0, "INVALID_ARGS"

    const-string v1, "args is not a JSON object"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2, v4}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/Throwable;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0
.end method
