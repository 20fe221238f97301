.class public final Lapp/kestrel/notes/cetp/Annotations;
.super Ljava/lang/Object;
.source "Descriptors.kt"

# interfaces
.implements Lapp/kestrel/notes/cetp/JsonEncodable;


# instance fields
.field private final confirmation:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Ljava/lang/String;

.field private final execution:Ljava/lang/String;

.field private final idempotent:Z

.field private final risk:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)V
    .registers 8

    const-string v0, "effect"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "risk"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "confirmation"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "execution"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lapp/kestrel/notes/cetp/Annotations;->effect:Ljava/lang/String;

    .line 15
    iput-object p2, p0, Lapp/kestrel/notes/cetp/Annotations;->risk:Ljava/lang/String;

    .line 16
    iput-object p3, p0, Lapp/kestrel/notes/cetp/Annotations;->confirmation:Ljava/lang/String;

    .line 17
    iput-boolean p4, p0, Lapp/kestrel/notes/cetp/Annotations;->destructive:Z

    .line 18
    iput-boolean p5, p0, Lapp/kestrel/notes/cetp/Annotations;->idempotent:Z

    .line 19
    iput-object p6, p0, Lapp/kestrel/notes/cetp/Annotations;->execution:Ljava/lang/String;

    .line 13
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 10

    .line 13
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_0

    .line 17
    const/4 p4, 0x0

    .line 13
    :cond_0
    and-int/lit8 v0, p7, 0x10

    if-eqz v0, :cond_1

    .line 18
    const/4 p5, 0x0

    .line 13
    :cond_1
    and-int/lit8 v0, p7, 0x20

    if-eqz v0, :cond_2

    .line 19
    const-string p6, "sync"

    .line 13
    :cond_2
    invoke-direct/range {p0 .. p6}, Lapp/kestrel/notes/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;)V

    .line 20
    return-void
.end method


# virtual methods
.method public final getConfirmation()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Annotations;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public final getDestructive()Z
    .registers 2

    .line 17
    iget-boolean v0, p0, Lapp/kestrel/notes/cetp/Annotations;->destructive:Z

    return v0
.end method

.method public final getEffect()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Annotations;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public final getExecution()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Annotations;->execution:Ljava/lang/String;

    return-object v0
.end method

.method public final getIdempotent()Z
    .registers 2

    .line 18
    iget-boolean v0, p0, Lapp/kestrel/notes/cetp/Annotations;->idempotent:Z

    return v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 21
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Annotations;->effect:Ljava/lang/String;

    const-string v1, "read"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getRisk()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/kestrel/notes/cetp/Annotations;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 4

    .line 23
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 24
    iget-object v2, p0, Lapp/kestrel/notes/cetp/Annotations;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/cetp/Annotations;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lapp/kestrel/notes/cetp/Annotations;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 25
    iget-boolean v2, p0, Lapp/kestrel/notes/cetp/Annotations;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 26
    iget-object v2, p0, Lapp/kestrel/notes/cetp/Annotations;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lapp/kestrel/notes/cetp/Annotations;->execution:Ljava/lang/String;

    const-string v1, "execution"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
