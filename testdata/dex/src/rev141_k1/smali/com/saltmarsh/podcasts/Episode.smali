.class public final Lcom/saltmarsh/podcasts/Episode;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final audioUrl:Ljava/lang/String;

.field private final id:J

.field private final premium:Z

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;Z)V
    .registers 7

    const-string v0, "title"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "audioUrl"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/saltmarsh/podcasts/Episode;->id:J

    iput-object p3, p0, Lcom/saltmarsh/podcasts/Episode;->title:Ljava/lang/String;

    iput-object p4, p0, Lcom/saltmarsh/podcasts/Episode;->audioUrl:Ljava/lang/String;

    iput-boolean p5, p0, Lcom/saltmarsh/podcasts/Episode;->premium:Z

    return-void
.end method


# virtual methods
.method public final getAudioUrl()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Episode;->audioUrl:Ljava/lang/String;

    return-object v0
.end method

.method public final getId()J
    .registers 3

    .line 14
    iget-wide v0, p0, Lcom/saltmarsh/podcasts/Episode;->id:J

    return-wide v0
.end method

.method public final getPremium()Z
    .registers 2

    .line 14
    iget-boolean v0, p0, Lcom/saltmarsh/podcasts/Episode;->premium:Z

    return v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Episode;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 15
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-wide v2, p0, Lcom/saltmarsh/podcasts/Episode;->id:J

    const-string v1, "episode_id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/saltmarsh/podcasts/Episode;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/saltmarsh/podcasts/Episode;->premium:Z

    const-string v1, "premium"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
