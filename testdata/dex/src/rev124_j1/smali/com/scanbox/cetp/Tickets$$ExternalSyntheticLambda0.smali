.class public final synthetic Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/scanbox/cetp/Tickets;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final mint()Ljava/lang/String;
    .registers 2

    invoke-static {}, Lcom/scanbox/cetp/Tickets;->lambda$quick$0()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
