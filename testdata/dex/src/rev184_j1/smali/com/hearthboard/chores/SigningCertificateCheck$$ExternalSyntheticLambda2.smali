.class public final synthetic Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Function;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/chores/SigningCertificateCheck;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/chores/SigningCertificateCheck;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda2;->f$0:Lcom/hearthboard/chores/SigningCertificateCheck;

    iput-object p2, p0, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda2;->f$0:Lcom/hearthboard/chores/SigningCertificateCheck;

    iget-object v1, p0, Lcom/hearthboard/chores/SigningCertificateCheck$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/hearthboard/chores/SigningCertificateCheck;->lambda$verify$1$com-hearthboard-chores-SigningCertificateCheck(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
