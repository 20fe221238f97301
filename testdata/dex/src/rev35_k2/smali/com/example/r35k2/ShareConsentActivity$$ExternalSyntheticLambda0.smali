.class public final synthetic Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

.field public final synthetic f$0:Lcom/example/r35k2/ShareConsentActivity;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/r35k2/ShareConsentActivity;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35k2/ShareConsentActivity;
    iput-object p2, p0, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 6
    iget-object v0, p0, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35k2/ShareConsentActivity;
    iget-object v1, p0, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    iget-object v2, p0, Lcom/example/r35k2/ShareConsentActivity$$ExternalSyntheticLambda0;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2, p1, p2}, Lcom/example/r35k2/ShareConsentActivity;->onCreate$lambda$0(Lcom/example/r35k2/ShareConsentActivity;Ljava/lang/String;Ljava/lang/String;Landroid/content/DialogInterface;I)V
    return-void
.end method
