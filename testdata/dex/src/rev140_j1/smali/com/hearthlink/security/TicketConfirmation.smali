.class public final Lcom/hearthlink/security/TicketConfirmation;
.super Ljava/lang/Object;
.source "TicketConfirmation.java"

# interfaces
.implements Lcom/hearthlink/security/ConfirmationPolicy;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public satisfied(Lcom/hearthlink/cetp/ToolSpec;Lcom/hearthlink/cetp/Call;)Z
    .registers 7

    .line 11
    invoke-virtual {p1}, Lcom/hearthlink/cetp/ToolSpec;->alwaysConfirm()Z

    move-result v0

    if-nez v0, :cond_0

    .line 12
    const/4 v0, 0x1

    return v0

    .line 14
    :cond_0
    iget-object v3, p2, Lcom/hearthlink/cetp/Call;->ticket:Lorg/json/JSONObject;

    .line 15
    if-eqz v3, :cond_1

    const-string v1, "approved"

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
