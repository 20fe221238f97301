.class public final Lcom/saltmarsh/podcasts/Receipt;
.super Ljava/lang/Object;
.source "Host.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/podcasts/Receipt$Companion;


# instance fields
.field private final digest:Ljava/lang/String;

.field private final outcome:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/podcasts/Receipt$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/Receipt$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/Receipt;->Companion:Lcom/saltmarsh/podcasts/Receipt$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "digest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "outcome"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/Receipt;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/saltmarsh/podcasts/Receipt;->digest:Ljava/lang/String;

    iput-object p3, p0, Lcom/saltmarsh/podcasts/Receipt;->outcome:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDigest()Ljava/lang/String;
    .registers 2

    .line 62
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Receipt;->digest:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutcome()Ljava/lang/String;
    .registers 2

    .line 62
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Receipt;->outcome:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 62
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Receipt;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final replay()Lcom/saltmarsh/podcasts/Reply;
    .registers 9

    .line 64
    new-instance v7, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/saltmarsh/podcasts/Receipt;->outcome:Ljava/lang/String;

    invoke-direct {v7, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 65
    const-string v1, "operation_id"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Accepted;

    const-string v3, "operation_id"

    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v4, "poll_after_ms"

    const-wide/16 v5, 0x3e8

    invoke-virtual {v7, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-direct {v0, v2, v3, v4}, Lcom/saltmarsh/podcasts/Reply$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    goto :goto_0

    .line 66
    :cond_0
    new-instance v0, Lcom/saltmarsh/podcasts/Reply$Ok;

    const-string v3, "value"

    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "getJSONObject(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Reply;

    .line 65
    :goto_0
    return-object v0
.end method
