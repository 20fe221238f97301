.class public abstract Lcom/fieldnote/birding/cetp/ToolArgs;
.super Ljava/lang/Object;
.source "ToolArgs.java"


# instance fields
.field private callerPackage:Ljava/lang/String;

.field private callerUid:I


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    const/4 v0, -0x1

    iput v0, p0, Lcom/fieldnote/birding/cetp/ToolArgs;->callerUid:I

    return-void
.end method

.method public static decode(Lorg/json/JSONObject;Ljava/lang/Class;)Lcom/fieldnote/birding/cetp/ToolArgs;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<A:",
            "Lcom/fieldnote/birding/cetp/ToolArgs;",
            ">(",
            "Lorg/json/JSONObject;",
            "Ljava/lang/Class<",
            "TA;>;)TA;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 39
    const/4 v1, 0x0

    :try_start_0
    new-array v1, v1, [Ljava/lang/Class;

    invoke-virtual {p1, v1}, Ljava/lang/Class;->getDeclaredConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;

    move-result-object v0

    const/4 v1, 0x0

    new-array v1, v1, [Ljava/lang/Object;

    invoke-virtual {v0, v1}, Ljava/lang/reflect/Constructor;->newInstance([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/cetp/ToolArgs;
    :try_end_0
    .catch Ljava/lang/ReflectiveOperationException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v5, v0

    .line 42
    goto :goto_0

    :catch_0
    move-exception v6

    .line 41
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {p1}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no public constructor in "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 43
    :goto_0
    invoke-virtual {v5}, Lcom/fieldnote/birding/cetp/ToolArgs;->names()[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 44
    invoke-virtual {p0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v7

    .line 45
    :goto_1
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 46
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v8, v0

    .line 47
    invoke-interface {v6, v8}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 48
    new-instance v0, Lorg/json/JSONException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unknown argument "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 50
    :cond_0
    goto :goto_1

    .line 51
    :cond_1
    invoke-virtual {v5, p0}, Lcom/fieldnote/birding/cetp/ToolArgs;->read(Lorg/json/JSONObject;)V

    .line 52
    return-object v5
.end method


# virtual methods
.method final bindCaller(ILjava/lang/String;)V
    .registers 3

    .line 25
    iput p1, p0, Lcom/fieldnote/birding/cetp/ToolArgs;->callerUid:I

    .line 26
    iput-object p2, p0, Lcom/fieldnote/birding/cetp/ToolArgs;->callerPackage:Ljava/lang/String;

    .line 27
    return-void
.end method

.method public final callerPackage()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/ToolArgs;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final callerUid()I
    .registers 2

    .line 16
    iget v0, p0, Lcom/fieldnote/birding/cetp/ToolArgs;->callerUid:I

    return v0
.end method

.method protected abstract names()[Ljava/lang/String;
.end method

.method protected abstract read(Lorg/json/JSONObject;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
