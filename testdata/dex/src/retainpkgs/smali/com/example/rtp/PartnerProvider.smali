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

    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p1

    .line 14
    const-string p2, "tool_name"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 15
    const-string p3, "share_plan"

    invoke-virtual {p3, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_19

    .line 16
    invoke-virtual {p0}, Lcom/example/rtp/PartnerProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/example/rtp/Callers;->isPartner(Landroid/content/Context;I)Z

    move-result p1

    goto :goto_21

    .line 17
    :cond_19
    invoke-virtual {p0}, Lcom/example/rtp/PartnerProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/example/rtp/Callers;->onlyPartners(Landroid/content/Context;I)Z

    move-result p1

    .line 18
    :goto_21
    new-instance p2, Landroid/os/Bundle;

    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V

    .line 19
    if-eqz p1, :cond_2b

    const-string p1, "ok"

    goto :goto_2d

    :cond_2b
    const-string p1, "denied"

    :goto_2d
    const-string p3, "status"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 20
    return-object p2
.end method
