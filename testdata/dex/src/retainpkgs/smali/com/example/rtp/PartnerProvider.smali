.class public Lcom/example/rtp/PartnerProvider;
.super Landroid/content/ContentProvider;
.source "PartnerProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p1

    .line 15
    const-string p2, "tool_name"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 17
    const-string v0, "share_plan"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1b

    .line 18
    invoke-virtual {p0}, Lcom/example/rtp/PartnerProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/example/rtp/Callers;->isPartner(Landroid/content/Context;I)Z

    move-result p1

    goto :goto_3f

    .line 19
    :cond_1b
    const-string v0, "audit_plan"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_35

    .line 20
    invoke-virtual {p0}, Lcom/example/rtp/PartnerProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    const-string v0, "scopes"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getStringArray(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object p3

    invoke-static {p2, p1, p3}, Lcom/example/rtp/Gates;->check(Landroid/content/Context;I[Ljava/lang/String;)Z

    move-result p1

    goto :goto_3f

    .line 22
    :cond_35
    invoke-virtual {p0}, Lcom/example/rtp/PartnerProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/example/rtp/Callers;->onlyPartners(Landroid/content/Context;I)Z

    move-result p1

    .line 24
    :goto_3f
    new-instance p2, Landroid/os/Bundle;

    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V

    .line 25
    if-eqz p1, :cond_49

    const-string p1, "ok"

    goto :goto_4b

    :cond_49
    const-string p1, "denied"

    :goto_4b
    const-string p3, "status"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 26
    return-object p2
.end method
