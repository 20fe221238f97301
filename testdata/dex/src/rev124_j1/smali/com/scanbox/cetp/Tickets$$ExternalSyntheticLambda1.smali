.class public final synthetic Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/scanbox/cetp/Tickets;


# instance fields
.field public final synthetic f$0:Ljava/security/SecureRandom;


# direct methods
.method public synthetic constructor <init>(Ljava/security/SecureRandom;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda1;->f$0:Ljava/security/SecureRandom;

    return-void
.end method


# virtual methods
.method public final mint()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda1;->f$0:Ljava/security/SecureRandom;

    invoke-static {v0}, Lcom/scanbox/cetp/Tickets;->lambda$strong$1(Ljava/security/SecureRandom;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
