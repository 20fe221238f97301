.class public final Lapp/trailmark/logbook/cetp/Scope;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final title:Ljava/lang/String;

.field private final write:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/Scope;->name:Ljava/lang/String;

    iput-object p2, p0, Lapp/trailmark/logbook/cetp/Scope;->title:Ljava/lang/String;

    iput-object p3, p0, Lapp/trailmark/logbook/cetp/Scope;->description:Ljava/lang/String;

    iput-boolean p4, p0, Lapp/trailmark/logbook/cetp/Scope;->write:Z

    return-void
.end method


# virtual methods
.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Scope;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Scope;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/Scope;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final getWrite()Z
    .registers 2

    .line 17
    iget-boolean v0, p0, Lapp/trailmark/logbook/cetp/Scope;->write:Z

    return v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 4

    .line 18
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 19
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/Scope;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 20
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/Scope;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 21
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/Scope;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 22
    iget-boolean v2, p0, Lapp/trailmark/logbook/cetp/Scope;->write:Z

    const-string v1, "access"

    if-eqz v2, :cond_0

    const-string v2, "write"

    goto :goto_0

    :cond_0
    const-string v2, "read"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 23
    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
