.class public final Lcom/quaywire/data/Ticket;
.super Ljava/lang/Object;
.source "Ticket.java"


# instance fields
.field public final ref:Ljava/lang/String;

.field public final requester:Ljava/lang/String;

.field public final status:Ljava/lang/String;

.field public final subject:Ljava/lang/String;

.field public final updatedAt:J


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 7

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/quaywire/data/Ticket;->ref:Ljava/lang/String;

    .line 16
    iput-object p2, p0, Lcom/quaywire/data/Ticket;->subject:Ljava/lang/String;

    .line 17
    iput-object p3, p0, Lcom/quaywire/data/Ticket;->status:Ljava/lang/String;

    .line 18
    iput-object p4, p0, Lcom/quaywire/data/Ticket;->requester:Ljava/lang/String;

    .line 19
    iput-wide p5, p0, Lcom/quaywire/data/Ticket;->updatedAt:J

    .line 20
    return-void
.end method

.method public static fromJson(Lorg/json/JSONObject;)Lcom/quaywire/data/Ticket;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 23
    new-instance v0, Lcom/quaywire/data/Ticket;

    const-string v3, "ref"

    invoke-virtual {p0, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "subject"

    const-string v5, ""

    invoke-virtual {p0, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "status"

    invoke-virtual {p0, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 24
    const-string v6, "requester"

    const-string v7, ""

    invoke-virtual {p0, v6, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "updated_at"

    const-wide/16 v8, 0x0

    invoke-virtual {p0, v7, v8, v9}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    move-object v1, v0

    invoke-direct/range {v1 .. v7}, Lcom/quaywire/data/Ticket;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 23
    return-object v0
.end method


# virtual methods
.method public toJson()Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 28
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 29
    iget-object v1, p0, Lcom/quaywire/data/Ticket;->ref:Ljava/lang/String;

    const-string v0, "ref"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 30
    iget-object v1, p0, Lcom/quaywire/data/Ticket;->subject:Ljava/lang/String;

    const-string v0, "subject"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 31
    iget-object v1, p0, Lcom/quaywire/data/Ticket;->status:Ljava/lang/String;

    const-string v0, "status"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 32
    iget-object v1, p0, Lcom/quaywire/data/Ticket;->requester:Ljava/lang/String;

    const-string v0, "requester"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 33
    iget-wide v1, p0, Lcom/quaywire/data/Ticket;->updatedAt:J

    const-string v0, "updated_at"

    invoke-virtual {v3, v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 34
    return-object v3
.end method
