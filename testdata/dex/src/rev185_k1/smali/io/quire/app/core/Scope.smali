.class public final Lio/quire/app/core/Scope;
.super Ljava/lang/Object;
.source "Tools.kt"


# instance fields
.field private final access:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final sensitivity:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "access"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "sensitivity"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/Scope;->name:Ljava/lang/String;

    iput-object p2, p0, Lio/quire/app/core/Scope;->title:Ljava/lang/String;

    iput-object p3, p0, Lio/quire/app/core/Scope;->access:Ljava/lang/String;

    iput-object p4, p0, Lio/quire/app/core/Scope;->sensitivity:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getAccess()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lio/quire/app/core/Scope;->access:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lio/quire/app/core/Scope;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getSensitivity()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lio/quire/app/core/Scope;->sensitivity:Ljava/lang/String;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lio/quire/app/core/Scope;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 4

    .line 7
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lio/quire/app/core/Scope;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lio/quire/app/core/Scope;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lio/quire/app/core/Scope;->title:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 8
    iget-object v2, p0, Lio/quire/app/core/Scope;->access:Ljava/lang/String;

    const-string v1, "access"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lio/quire/app/core/Scope;->sensitivity:Ljava/lang/String;

    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
